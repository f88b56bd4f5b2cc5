CREATE INDEX "custom_field_values_filter_idx" ON "custom_field_values" USING btree ("organization_id","entity","key",lower("value"),"record_id");
