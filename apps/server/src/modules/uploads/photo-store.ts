import fs from "node:fs/promises";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
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
}

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
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      // A HEAD answer has no body, so a missing object arrives as a bare 404.
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  /** Closes the client's idle connections to the service. */
  close(): void {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }
}
