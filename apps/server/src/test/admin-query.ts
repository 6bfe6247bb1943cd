import pg from "pg";

/** Runs one statement on its own connection: creating and dropping scratch databases, which a pool cannot. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
