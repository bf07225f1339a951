-- Accent- and case-insensitive search with typo tolerance (clients, events).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the fold
-- fixed, so the wrapper can be IMMUTABLE and used in indexed, stored search columns.
CREATE OR REPLACE FUNCTION cortege_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
