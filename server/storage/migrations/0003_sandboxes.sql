CREATE TABLE "public_sandbox_ids" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_links" (
	"token" text PRIMARY KEY NOT NULL,
	"sandbox_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key" text NOT NULL,
	"api_token_hash" text NOT NULL,
	"jwt_hash" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_links" ADD CONSTRAINT "sandbox_links_sandbox_id_sandboxes_id_fk" FOREIGN KEY ("sandbox_id") REFERENCES "public"."sandboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_links_sandbox" ON "sandbox_links" USING btree ("sandbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandboxes_api_key" ON "sandboxes" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "sandboxes_created_by" ON "sandboxes" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "sandboxes_used_at" ON "sandboxes" USING btree ("used_at");