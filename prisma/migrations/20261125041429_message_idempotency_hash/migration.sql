-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "idempotencyHash" TEXT;
