-- Likely duplicates by name (issue 41): contact and company names folded as search folds them,
-- kept by PostgreSQL as a generated column and indexed per company (@contract/name-key).
ALTER TABLE "clients" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(search_normalize(contact_name), '\s+', ' ', 'g')) || '|' || btrim(regexp_replace(search_normalize(company_name), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "clients_tenant_name_key_idx" ON "clients" USING btree ("tenant_id","name_key");