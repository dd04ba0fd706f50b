-- CreateTable
CREATE TABLE "SocialAccountSnapshot" (
    "accountId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "companyId" TEXT NOT NULL,
    "followers" INTEGER NOT NULL,
    "impressions" INTEGER NOT NULL,
    "reach" INTEGER NOT NULL,
    "likes" INTEGER NOT NULL,
    "comments" INTEGER NOT NULL,
    "shares" INTEGER NOT NULL,
    "saves" INTEGER NOT NULL,
    "audience" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SocialAccountSnapshot_pkey" PRIMARY KEY ("accountId","day")
);

-- CreateTable
CREATE TABLE "PostSnapshot" (
    "targetId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "companyId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "impressions" INTEGER NOT NULL,
    "reach" INTEGER NOT NULL,
    "likes" INTEGER NOT NULL,
    "comments" INTEGER NOT NULL,
    "shares" INTEGER NOT NULL,
    "saves" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostSnapshot_pkey" PRIMARY KEY ("targetId","day")
);

-- CreateIndex
CREATE INDEX "SocialAccountSnapshot_companyId_day_idx" ON "SocialAccountSnapshot"("companyId", "day");

-- CreateIndex
CREATE INDEX "PostSnapshot_companyId_day_idx" ON "PostSnapshot"("companyId", "day");

-- CreateIndex
CREATE INDEX "PostSnapshot_postId_idx" ON "PostSnapshot"("postId");

-- AddForeignKey
ALTER TABLE "SocialAccountSnapshot" ADD CONSTRAINT "SocialAccountSnapshot_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "SocialAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostSnapshot" ADD CONSTRAINT "PostSnapshot_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "PostTarget"("id") ON DELETE CASCADE ON UPDATE CASCADE;
