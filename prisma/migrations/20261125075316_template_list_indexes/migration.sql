-- CreateIndex
CREATE INDEX "Template_companyId_category_status_idx" ON "Template"("companyId", "category", "status");

-- CreateIndex
CREATE INDEX "Template_companyId_usageCount_id_idx" ON "Template"("companyId", "usageCount" DESC, "id" DESC);
