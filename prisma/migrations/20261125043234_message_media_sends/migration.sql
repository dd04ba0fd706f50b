-- AlterTable
ALTER TABLE "MessageMedia" ADD COLUMN     "providerMessageId" TEXT;
