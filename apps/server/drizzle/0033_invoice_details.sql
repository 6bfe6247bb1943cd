-- Issue 36 point 2, decision 194: the customer's billing address and tax id, printed on receipts; each receipt keeps
-- the seller's and the customer's details and its tax as they were when it was issued. Receipts issued before have
-- none: their PDF prints the details of the day it is downloaded.
ALTER TABLE "users" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_id" varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_details" jsonb;