-- Search under row-level security (ADR 0012). With RLS on, PostgreSQL evaluates a query's own
-- conditions before the policy only if their functions are LEAKPROOF; LIKE's `textlike` is
-- not marked so, which keeps every `search_text LIKE '%…%'` off the trigram index: a search
-- read the company's whole table (100,000 clients: 136-315 ms a query, 13-16 req/s).
-- textlike reveals nothing about a row beyond its result: the only error it raises is about
-- the pattern ("must not end with escape character"), which is the caller's own input.
-- Marking a function LEAKPROOF takes a superuser; elsewhere the migration says so and search
-- stays correct, only slower.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'textlike is not LEAKPROOF (needs a superuser): search will not use its trigram index under RLS';
  END IF;
END
$$;
