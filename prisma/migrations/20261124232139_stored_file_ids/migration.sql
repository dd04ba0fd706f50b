-- One file service and one serving route (issue 14, #14.8): every stored file gets an id, and
-- customer photos and avatars are served by GET /api/v1/files/{id} to their company's users
-- (access = company) instead of by two routes of their own. The URLs stored in Customer.avatarUrl
-- and User.avatarUrl move to the new route here, so no photo breaks.

-- CreateEnum
CREATE TYPE "FileAccess" AS ENUM ('company', 'private');

-- AlterTable: the columns first, filled below, the key constraints last.
ALTER TABLE "StoredFile" ADD COLUMN "access" "FileAccess" NOT NULL DEFAULT 'private',
ADD COLUMN "id" TEXT;

-- Photos stored before the ledger existed (20261123184524_stored_files) have no row yet: add one
-- (size unknown: 0, as before, until the next upload), so the new route finds them.
INSERT INTO "StoredFile" ("key", "companyId", "sizeBytes")
SELECT 'customers/' || "companyId" || '/' || "id" || '/' || split_part("avatarUrl", '/', 7), "companyId", 0
FROM "Customer"
WHERE "avatarUrl" ~ '^/api/v1/files/customers/[A-Za-z0-9_-]{1,64}/[0-9a-f]{32}\.webp$'
  AND split_part("avatarUrl", '/', 6) = "id"
ON CONFLICT ("key") DO NOTHING;

INSERT INTO "StoredFile" ("key", "companyId", "sizeBytes")
SELECT 'avatars/' || "companyId" || '/' || "id" || '/' || split_part("avatarUrl", '/', 7), "companyId", 0
FROM "User"
WHERE "avatarUrl" ~ '^/api/v1/account/avatar/[A-Za-z0-9_-]{1,64}/[0-9a-f]{32}\.webp$'
  AND split_part("avatarUrl", '/', 6) = "id"
ON CONFLICT ("key") DO NOTHING;

-- A photo's id is the random name it already has (128 bits, hex); other files get a random id.
UPDATE "StoredFile"
SET "id" = substring("key" from '([0-9a-f]{32})\.webp$'), "access" = 'company'
WHERE "key" ~ '^(customers|avatars)/[^/]+/[^/]+/[0-9a-f]{32}\.webp$';

UPDATE "StoredFile" SET "id" = md5(random()::text || clock_timestamp()::text || "key") WHERE "id" IS NULL;

ALTER TABLE "StoredFile" ALTER COLUMN "id" SET NOT NULL,
DROP CONSTRAINT "StoredFile_pkey",
ADD CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_key_key" ON "StoredFile"("key");

-- The stored URLs: /api/v1/files/customers/{customerId}/{hex}.webp and
-- /api/v1/account/avatar/{userId}/{hex}.webp become /api/v1/files/{hex}.
UPDATE "Customer"
SET "avatarUrl" = '/api/v1/files/' || substring("avatarUrl" from '([0-9a-f]{32})\.webp$')
WHERE "avatarUrl" ~ '^/api/v1/files/customers/[A-Za-z0-9_-]{1,64}/[0-9a-f]{32}\.webp$'
  AND split_part("avatarUrl", '/', 6) = "id";

UPDATE "User"
SET "avatarUrl" = '/api/v1/files/' || substring("avatarUrl" from '([0-9a-f]{32})\.webp$')
WHERE "avatarUrl" ~ '^/api/v1/account/avatar/[A-Za-z0-9_-]{1,64}/[0-9a-f]{32}\.webp$'
  AND split_part("avatarUrl", '/', 6) = "id";
