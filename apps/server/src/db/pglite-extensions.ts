// PostgreSQL extensions the migrations create (pg_trgm: the search indexes). PostgreSQL has them as
// contrib modules; embedded PGlite loads them when the database opens, so every PGlite is made with
// these (the server's, the tests', and the schema engine's shadow database).
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };
