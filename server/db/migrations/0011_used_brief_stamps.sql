CREATE TABLE "used_brief_stamps" (
	"stamp" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_brief_stamps_expires_at_idx" ON "used_brief_stamps" USING btree ("expires_at");
