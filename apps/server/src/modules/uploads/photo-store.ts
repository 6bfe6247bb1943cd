import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { AppConfig } from "../../config";

/**
 * Where photo bytes live, by stored name. The rules (what may be stored, who may read it) stay in service.ts,
 * so both stores answer exactly the same requests.
 */
export interface PhotoStore {
  /** Stores a new photo; never replaces one already stored under that name. */
  put(name: string, bytes: Buffer, mime: string): Promise<void>;
  /** The photo's bytes, or null when nothing is stored under that name. Any other failure throws. */
  get(name: string): Promise<Buffer | null>;
  /** The photo's size in bytes, or null when nothing is stored under that name. */
  size(name: string): Promise<number | null>;
  /** Deletes these photos; names with nothing stored are skipped. Throws unless every one is gone. */
  remove(names: readonly string[]): Promise<void>;
  /** Everything stored, a page at a time, with when each was stored (the clean-up looks for files without a row). */
  list(): AsyncIterable<StoredFile[]>;
}

export interface StoredFile {
  name: string;
  storedAt: Date;
}

/** Names per page of `list`, as S3 answers them. */
const LIST_PAGE = 1000;

type ObjectStorage = NonNullable<AppConfig["objectStorage"]>;

/** Object storage when S3_BUCKET is set, else DATA_DIR/uploads: chosen once, at start. */
export function createPhotoStore(config: Pick<AppConfig, "dataDir" | "objectStorage">): PhotoStore {
  return config.objectStorage
    ? new ObjectPhotoStore(config.objectStorage)
    : new DiskPhotoStore(path.join(config.dataDir, "uploads"));
}

/** One file per photo in a directory of this instance's disk (the default, and the only store before issue 23). */
export class DiskPhotoStore implements PhotoStore {
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: "wx" });
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async size(name: string): Promise<number | null> {
    try {
      return (await fs.stat(path.join(this.dir, name))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
  }

  async *list(): AsyncIterable<StoredFile[]> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(this.dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    for (let start = 0; start < names.length; start += LIST_PAGE) {
      const page = names.slice(start, start + LIST_PAGE);
      const stats = await Promise.all(page.map((name) => fs.stat(path.join(this.dir, name))));
      yield page.map((name, i) => ({ name, storedAt: stats[i].mtime }));
    }
  }
}

/** One object per photo, under `prefix`, in an S3 bucket (AWS or any S3-compatible service) every instance shares. */
export class ObjectPhotoStore implements PhotoStore {
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;

  constructor(settings: ObjectStorage) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
  }

  async put(name: string, bytes: Buffer, mime: string): Promise<void> {
    // If-None-Match makes S3 refuse to replace an existing object, as `wx` does on disk; names are random UUIDs,
    // so it guards against a bug, not a race (services that ignore the header, as s3rver does, still never collide).
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentType: mime,
        IfNoneMatch: "*",
      }),
    );
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** Whether an object is stored under that name (the move command skips those). */
  async has(name: string): Promise<boolean> {
    return (await this.size(name)) !== null;
  }

  async size(name: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      // A HEAD answer has no body, so a missing object arrives as a bare 404.
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** One DeleteObjects request for up to 1,000 names: S3 answers a missing key as deleted. */
  async remove(names: readonly string[]): Promise<void> {
    for (let start = 0; start < names.length; start += 1000) {
      const objects = names.slice(start, start + 1000).map((name) => ({ Key: this.key(name) }));
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      const [failed] = answer.Errors ?? [];
      if (failed)
        throw new Error(`Deleting ${failed.Key ?? "a photo"} from the bucket failed: ${failed.Code ?? "unknown"}`);
    }
  }

  async *list(): AsyncIterable<StoredFile[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
          MaxKeys: LIST_PAGE,
        }),
      );
      yield (page.Contents ?? []).map((object) => ({
        name: object.Key!.slice(this.prefix.length),
        storedAt: object.LastModified ?? new Date(),
      }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's idle connections to the service. */
  close(): void {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }
}
