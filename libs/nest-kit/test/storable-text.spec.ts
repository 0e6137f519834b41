import { Body, Controller, Get, Module, Post, Query, type DynamicModule } from '@nestjs/common';
import { findUnstorableText } from '@portal/contract';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { runMigrations } from '../src/database/run-migrations.js';
import { ServiceKitModule } from '../src/service-kit.module.js';
import { startTestService, type TestService } from '../src/testing/start-test-service.js';
import { ZodPipe } from '../src/validation/zod.pipe.js';

let schema = '';

/**
 * Routes that store what they are sent in PostgreSQL (text and jsonb), one reading the body
 * raw, one through a ZodPipe, one reading the query raw: none checks the text itself.
 */
@Controller('api/notes')
class NotesController {
  constructor(private readonly database: DataSource) {}

  @Post('raw')
  async raw(@Body() body: { title: string; extra: unknown }) {
    return this.store(String(body.title), body.extra ?? null);
  }

  @Post('checked')
  async checked(@Body(new ZodPipe(z.object({ title: z.string() }))) body: { title: string }) {
    return this.store(body.title, null);
  }

  @Get('search')
  async search(@Query() query: Record<string, unknown>) {
    return this.store(String(query.q), null);
  }

  private async store(title: string, extra: unknown) {
    const rows: Array<{ title: string }> = await this.database.query(
      `INSERT INTO "${schema}".notes (title, extra) VALUES ($1, $2) RETURNING title`,
      [title, JSON.stringify(extra)],
    );
    return { stored: rows[0].title };
  }
}

@Module({})
class NotesModule {
  static register(): DynamicModule {
    return {
      module: NotesModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'grants',
          database: { url: testInfrastructure().databaseUrl, schema, entities: [], migrations: [] },
        }),
      ],
      controllers: [NotesController],
    };
  }
}

describe('text PostgreSQL cannot store, refused for every body and query', () => {
  let service: TestService;

  beforeAll(async () => {
    schema = uniqueSchemaName('storable');
    await runMigrations({
      url: testInfrastructure().databaseUrl,
      schema,
      entities: [],
      migrations: [],
    });
    service = await startTestService(NotesModule.register());
    const database = service.app.get(DataSource);
    await database.query(`CREATE TABLE "${schema}".notes (title text NOT NULL, extra jsonb)`);
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(schema);
  });

  const post = (path: string, body: string) =>
    fetch(`${service.url}/api/notes/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  const refusal = (field: string) => {
    const message = `The text at ${field} holds a character the portal cannot store (a NUL character, or half of an emoji or other surrogate pair). Please remove it and try again.`;
    return {
      statusCode: 400,
      error: 'Bad Request',
      code: 'request.text_unstorable',
      message,
      errors: [{ field, message, code: 'request.text_unstorable' }],
    };
  };

  it('refuses NUL in a body read raw (no schema) with 400 naming the field, before PostgreSQL sees it', async () => {
    const response = await post('raw', '{"title":"Bursary\\u00002026"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('title'));
  });

  it('refuses a lone surrogate deep in a body, naming its path', async () => {
    const response = await post(
      'raw',
      '{"title":"ok","extra":{"sections":[{"label":"a"},{"questions":[{"label":"x"},{"label":"\\ud800"}]}]}}',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('extra.sections.1.questions.1.label'));
  });

  it('refuses a key holding NUL, without echoing the character back', async () => {
    const response = await post('raw', '{"title":"ok","extra":{"0-0\\u0000":"x"}}');
    expect(response.status).toBe(400);
    const answer: unknown = await response.json();
    expect(answer).toEqual(refusal('extra.0-0\\u0000'));
    expect(findUnstorableText(answer)).toBeUndefined();
  });

  it('refuses it before a ZodPipe too, so a schema need not know of it', async () => {
    const response = await post('checked', '{"title":"\\udc00"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('title'));
  });

  it('refuses NUL in a query read raw (?q=%00)', async () => {
    const response = await fetch(`${service.url}/api/notes/search?q=a%00b`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('q'));
  });

  it('stores text with a valid surrogate pair, accents and control characters other than NUL', async () => {
    const title = 'Bourse 😀 élève\ttab';
    const response = await post('raw', JSON.stringify({ title, extra: { note: '𝄞' } }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ stored: title });

    const search = await fetch(`${service.url}/api/notes/search?q=${encodeURIComponent('😀')}`);
    expect(search.status).toBe(200);
    expect(await search.json()).toEqual({ stored: '😀' });
  });
});
