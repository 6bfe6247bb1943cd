-- The weekly digest's claims (issue 20.5, decision 136): one row per owner and week (the UTC Monday), inserted
-- with ON CONFLICT DO NOTHING before the digest is sent, so of several instances running the job only the one
-- whose insert lands sends it; the primary key is that arbiter. sent_at stays null until the mailer took the
-- message; attempts, claimed_at and last_error let a later run retake a claim whose send failed, a few times.
-- The owner's rows go with the owner. The default of users.notification_preferences that names the digest's
-- day (weeklyReportDay) was set by 0015, which was generated while that change was already in the tree.
CREATE TABLE "digest_runs" (
	"owner_id" varchar(36) NOT NULL,
	"week_start" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "digest_runs_owner_id_week_start_pk" PRIMARY KEY("owner_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;