import { Controller, Get, Module, Param, Post, Body, type DynamicModule } from '@nestjs/common';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { z } from 'zod';
import { DomainException } from '../src/errors/domain-exception.js';
import { runMigrations } from '../src/database/run-migrations.js';
import { ServiceKitModule } from '../src/service-kit.module.js';
import { startTestService, type TestService } from '../src/testing/start-test-service.js';
import { UuidParamPipe } from '../src/validation/uuid-param.pipe.js';
import { ZodPipe } from '../src/validation/zod.pipe.js';

const noteSchema = z.object({
  title: z.string({ error: 'Title is required' }).min(1, 'Title is required'),
  pages: z.number({ error: 'Pages must be a number' }).int().positive('Pages must be more than 0'),
});

@Controller('api/notes')
class NotesController {
  @Post()
  create(@Body(new ZodPipe(noteSchema)) note: z.infer<typeof noteSchema>) {
    return note;
  }

  @Get(':id')
  find(@Param('id', new UuidParamPipe('request.not_found', 'Note not found')) id: string) {
    throw new DomainException('request.not_found', `Note ${id} not found`);
  }

  @Get('crash/now')
  crash() {
    throw new Error('connection string postgres://secret@db leaked?');
  }
}

@Module({})
class NotesModule {
  static register(schema: string): DynamicModule {
    return {
      module: NotesModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'grants',
          database: { url: testInfrastructure().databaseUrl, schema, entities: [], migrations: [] },
          healthChecks: {
            useFactory: () => [{ name: 'storage', check: () => Promise.reject(new Error('down')) }],
          },
        }),
      ],
      controllers: [NotesController],
    };
  }
}

describe('ServiceKitModule: what every service offers', () => {
  const schema = uniqueSchemaName('kit');
  let service: TestService;

  beforeAll(async () => {
    await runMigrations({
      url: testInfrastructure().databaseUrl,
      schema,
      entities: [],
      migrations: [],
    });
    service = await startTestService(NotesModule.register(schema));
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(schema);
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${service.url}/api/notes`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  it('reports each dependency on GET /health and answers 503 when one is down', async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      service: 'grants',
      checks: { database: 'up', storage: 'down' },
    });
  });

  it('answers an unknown address with the error shape of decisions §2', async () => {
    const response = await fetch(`${service.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: 'There is no such address in the API.',
      error: 'Not Found',
      code: 'request.not_found',
    });
  });

  it('turns an invalid body into a 400 whose message names the first problem', async () => {
    const response = await post(JSON.stringify({ title: '', pages: 0 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'Title is required',
      error: 'Bad Request',
      code: 'request.invalid',
      errors: [
        { field: 'title', message: 'Title is required' },
        { field: 'pages', message: 'Pages must be more than 0' },
      ],
    });
  });

  it('turns unreadable JSON into a 400, not a 500', async () => {
    const response = await post('{"title": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await post(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), pages: 1 }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 404 for an id that is not a UUID, and maps domain errors to their status', async () => {
    const notUuid = await fetch(`${service.url}/api/notes/not-a-uuid`);
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toMatchObject({ message: 'Note not found' });

    const missing = await fetch(`${service.url}/api/notes/0b7c5a46-2f55-4a43-9b57-3e1c9f1f2b11`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      message: 'Note 0b7c5a46-2f55-4a43-9b57-3e1c9f1f2b11 not found',
    });
  });

  it('answers an unexpected error with a plain 500 that reveals nothing', async () => {
    const response = await fetch(`${service.url}/api/notes/crash/now`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('postgres://');
    expect(JSON.parse(body)).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
      code: 'service.failed',
    });
  });

  it('echoes the request id the gateway sent, to follow a request across parts', async () => {
    const response = await fetch(`${service.url}/health`, {
      headers: { 'x-request-id': 'req-0123456789' },
    });
    expect(response.headers.get('x-request-id')).toBe('req-0123456789');
  });
});
