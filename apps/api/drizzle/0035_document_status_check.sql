-- A document's status is one of the domain's (packages/domain documentStatuses): the column is read as that type.
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("status" IN ('DRAFT', 'SENT', 'APPROVED', 'SIGNED', 'REJECTED', 'CANCELED', 'EXPIRED', 'PAID', 'OVERDUE', 'NONE'));
