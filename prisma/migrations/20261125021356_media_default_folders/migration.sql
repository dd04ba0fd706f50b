-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "mediaFoldersCreatedAt" TIMESTAMP(3);
