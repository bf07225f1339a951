-- The place of the service (lieu de la prestation / adresse de livraison): printed on quotes and invoices,
-- and as the delivery address when it differs from the buyer's (e-invoicing reform). Frozen at issue like
-- the billing address (docs/decisions.md « VAT categories and the 2027 mentions »).
ALTER TABLE "documents" ADD COLUMN "service_address" jsonb;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cortege_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.quote_type <> 'QUOTE' AND OLD.status <> 'DRAFT' AND (
    NEW.name IS DISTINCT FROM OLD.name OR NEW.quote_type IS DISTINCT FROM OLD.quote_type
    OR NEW.client_name IS DISTINCT FROM OLD.client_name OR NEW.date IS DISTINCT FROM OLD.date
    OR NEW.issued_date IS DISTINCT FROM OLD.issued_date OR NEW.due_date IS DISTINCT FROM OLD.due_date
    OR NEW.global_discount_type IS DISTINCT FROM OLD.global_discount_type
    OR NEW.global_discount_value IS DISTINCT FROM OLD.global_discount_value
    OR NEW.total_excluding_tax_cents IS DISTINCT FROM OLD.total_excluding_tax_cents
    OR NEW.total_tax_cents IS DISTINCT FROM OLD.total_tax_cents
    OR NEW.total_including_tax_cents IS DISTINCT FROM OLD.total_including_tax_cents
    OR NEW.breakdown IS DISTINCT FROM OLD.breakdown OR NEW.deducted IS DISTINCT FROM OLD.deducted
    OR NEW.quote_config IS DISTINCT FROM OLD.quote_config OR NEW.address IS DISTINCT FROM OLD.address
    OR NEW.service_address IS DISTINCT FROM OLD.service_address
    OR NEW.mentions IS DISTINCT FROM OLD.mentions OR NEW.status = 'DRAFT'
  ) THEN
    RAISE EXCEPTION 'issued document % is frozen', OLD.name USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
