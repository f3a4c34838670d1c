import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'a-production-secret-of-at-least-32-chars',
  DEMO_ADMIN_EMAIL: 'ops@margdarshak.example',
  DEMO_ADMIN_PASSWORD: 'not-the-demo-password',
  GST_LEGAL_NAME: 'Margdarshak Careers LLP',
  GST_ADDRESS: '5 MG Road, Pune 411001',
  GSTIN: 'none',
  PUBLIC_URL: 'https://margdarshak.example',
};

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig(production).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    [' TRUE ', true],
    ['1', 1],
    ['2', 2],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it.each(['yes', '-1', '1.5', 'loopback', '127.0.0.1'])('refuses %j and says what it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: use false, true or the number of proxies/);
  });
});

describe('PUBLIC_URL in production', () => {
  it('is required, since plain-HTTP requests are sent there', () => {
    const { PUBLIC_URL: _, ...withoutPublicUrl } = production;
    expect(() => loadConfig(withoutPublicUrl)).toThrow(/production needs PUBLIC_URL, the https:\/\/ address/);
  });

  it('must be https, or the redirect from plain HTTP would lead back to plain HTTP', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://margdarshak.example' })).toThrow(/https:\/\//);
    expect(loadConfig(production).publicUrl).toBe('https://margdarshak.example');
  });

  it('may stay plain HTTP outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe('TEST_CLOCK', () => {
  it('is off unless set, and refused in production', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK is for browser tests and is refused in production/);
  });
});

describe('TEST_PAUSE_AFTER_MAIL_TRANSPORT', () => {
  it('is off unless set, and refused in production', () => {
    expect(loadConfig({}).TEST_PAUSE_AFTER_MAIL_TRANSPORT).toBe(false);
    expect(loadConfig({ TEST_PAUSE_AFTER_MAIL_TRANSPORT: 'true' }).TEST_PAUSE_AFTER_MAIL_TRANSPORT).toBe(true);
    expect(() => loadConfig({ ...production, TEST_PAUSE_AFTER_MAIL_TRANSPORT: 'true' })).toThrow(/TEST_PAUSE_AFTER_MAIL_TRANSPORT is for crash tests and is refused in production/);
  });
});

describe('RAZORPAY_API_URL', () => {
  it("is unset by default, so the SDK keeps Razorpay's own address", () => {
    expect(loadConfig({}).RAZORPAY_API_URL).toBeUndefined();
    expect(loadConfig(production).RAZORPAY_API_URL).toBeUndefined();
  });

  it('may point at a plain-HTTP stand-in outside production, never in production', () => {
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:4010' }).RAZORPAY_API_URL).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ ...production, RAZORPAY_API_URL: 'http://127.0.0.1:4010' })).toThrow(/key secret only over https/);
    expect(loadConfig({ ...production, RAZORPAY_API_URL: 'https://razorpay-proxy.example' }).RAZORPAY_API_URL).toBe('https://razorpay-proxy.example');
  });
});

describe('FILE_STORE', () => {
  const s3 = { FILE_STORE: 's3', S3_BUCKET: 'margdarshak-files', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'key-secret' };

  it('keeps files in DATA_DIR/uploads unless set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/margdarshak' }).files).toEqual({ kind: 'local', dir: '/srv/margdarshak/uploads' });
  });

  it('s3 takes the bucket, keys and endpoint, path-style by default', () => {
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000' }).files).toEqual({
      kind: 's3',
      bucket: 'margdarshak-files',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      region: 'us-east-1',
      forcePathStyle: true,
      endpoint: 'http://minio:9000',
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'ap-south-1' }).files).toMatchObject({ region: 'ap-south-1', forcePathStyle: false });
  });

  it('s3 without its bucket or keys is refused at start-up, naming each missing setting', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORE=s3\n {2}S3_ACCESS_KEY_ID: required when FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET: a bucket name is 3-63/);
    expect(() => loadConfig({ ...s3, FILE_STORE: 'gcs' })).toThrow(/FILE_STORE/);
  });
});
