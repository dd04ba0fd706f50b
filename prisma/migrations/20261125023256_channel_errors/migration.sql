-- AlterTable
ALTER TABLE "Channel" ADD COLUMN     "lastErrorReason" TEXT,
ADD COLUMN     "lastErrorValues" JSONB;
