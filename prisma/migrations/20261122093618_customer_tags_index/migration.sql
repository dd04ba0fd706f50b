-- CreateIndex
CREATE INDEX "Customer_tags_idx" ON "Customer" USING GIN ("tags");
