-- Issue 36, decision 193: a numbered receipt for every charge and refund. The numbers come from one sequence, so
-- none is given twice; payments made before receipts existed count as handled (no number, no email sent late).
CREATE SEQUENCE "public"."payment_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipted_at" timestamp with time zone;--> statement-breakpoint
-- Owned by the column, so a backup records where the numbers are and a restore continues from there (db/backup).
ALTER SEQUENCE "public"."payment_receipt_numbers" OWNED BY "payments"."receipt_number";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
UPDATE "payments" SET "receipted_at" = "created_at";
