-- CreateTable
CREATE TABLE "StoredFile" (
    "key" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "StoredFile_companyId_idx" ON "StoredFile"("companyId");

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: data exports still on disk already know their size. (Avatars and customer photos
-- stored before this migration have no recorded size; they count from their next upload.)
INSERT INTO "StoredFile" ("key", "companyId", "sizeBytes", "createdAt")
SELECT "fileKey", "companyId", "sizeBytes", "createdAt" FROM "DataExport"
WHERE "fileKey" IS NOT NULL AND "sizeBytes" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
