-- Decision 088: a new user's address is set only when the link mailed to it is opened, so a user
-- may have none yet (NULL; the unique index allows many NULLs).
-- AlterTable
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
