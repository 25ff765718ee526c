-- A sales user's dashboard reads one rep's months of the rollup; the primary key leads with the
-- month, so it read every rep's rows of those months (4.9 ms; with this index 0.3 ms, ADR 0027).
-- (IF NOT EXISTS: a database migrated while this file was dated before 0028 has it already.)
CREATE INDEX IF NOT EXISTS "visit_kpi_months_user_idx" ON "visit_kpi_months" USING btree ("tenant_id","user_id","month");