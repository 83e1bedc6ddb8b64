CREATE TABLE "portfolio_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"styling" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"case_studies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "live_snapshot_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "next_snapshot" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_snapshots_portfolio_number_idx" ON "portfolio_snapshots" USING btree ("portfolio_id","number");--> statement-breakpoint
-- A published portfolio's current documents become its first snapshot, which it is live at.
INSERT INTO "portfolio_snapshots" ("portfolio_id", "number", "kind", "author_id", "author_name", "summary", "template_id", "template_version", "title", "description", "content", "styling", "case_studies", "created_at")
SELECT p."id", 1, 'publish', p."user_id", u."name", 'Published', p."template_id", COALESCE((p."content"->>'templateVersion')::integer, 1), p."title", p."description", p."content", p."styling", p."case_studies", COALESCE(p."published_at", p."updated_at")
FROM "portfolios" p JOIN "users" u ON u."id" = p."user_id"
WHERE p."is_published";--> statement-breakpoint
UPDATE "portfolios" p SET "live_snapshot_id" = s."id", "next_snapshot" = 2
FROM "portfolio_snapshots" s WHERE s."portfolio_id" = p."id" AND s."number" = 1;
