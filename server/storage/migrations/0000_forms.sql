CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reference_key" ON "messages" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_created_at" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_key" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_key" ON "subscriptions" USING btree ("unsubscribe_token");