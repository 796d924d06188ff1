import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBodySchema, DiaryCreateSchema, DiaryRangeQuerySchema, DiaryUpdateSchema, MidasCreateSchema, UserIdParamsSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { DiaryService } from "../services/diary-service.ts";
import { DiaryEntrySchema, DiaryListSchema, MidasListSchema, MidasRecordSchema } from "@hg/shared/diary-answers";
import { DiaryEntryParamsSchema } from "./diary-schemas.ts";

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
const tags = ["diary"];

/** The headache diary under /api/user/{userId}/diary (issue 19): entries, their figures, and MIDAS. Guests may use it. */
export function diaryRoutes(diary: DiaryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.get(
      "/api/user/:userId/diary",
      {
        schema: {
          tags,
          description:
            "The entries whose day lies in [from, to] (inclusive, at most 400 days apart), and the diary figures of the 30 and 90 days ending on `to`: headache days, migraine-like days, acute-medicine days by class and where each stands against its ICHD-3 8.2 limit. Days nobody logged are unknown, never counted as headache-free.",
          params: UserIdParamsSchema,
          querystring: DiaryRangeQuerySchema,
          response: { 200: DiaryListSchema, ...errors },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return diary.listDiary(request.params.userId, request.query.from, request.query.to);
      },
    );

    app.post(
      "/api/user/:userId/diary",
      {
        schema: {
          tags,
          description:
            "Logs an attack (`kind: headache`, with startedAt and severity; everything else can be added later) or marks a day headache-free (`kind: headache_free`, `day`). The entry counts for the date written in startedAt, so send it with the person's own offset (2026-11-23T01:30:00+01:00 counts for 2026-11-23). Idempotent by `clientId`: 201 with the new entry, 200 with the stored one when that clientId was sent before. A headache replaces the day's headache-free mark; marking free a day that has a headache is a 409. At most 20 headaches a day and 5,000 entries a person (409). Medicine classes are set by the server.",
          params: UserIdParamsSchema,
          body: DiaryCreateSchema,
          response: { 200: DiaryEntrySchema, 201: DiaryEntrySchema, ...errors, 409: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        assertSameUser(request, request.params.userId);
        const { value, created } = await diary.createEntry(request.params.userId, request.body);
        return reply.code(created ? 201 : 200).send(value);
      },
    );

    app.get(
      "/api/user/:userId/diary/midas",
      {
        schema: {
          tags,
          description: "Every MIDAS questionnaire the person filled in, newest first, with its score and grade.",
          params: UserIdParamsSchema,
          response: { 200: MidasListSchema, ...errors },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return { midas: await diary.listMidas(request.params.userId) };
      },
    );

    app.post(
      "/api/user/:userId/diary/midas",
      {
        schema: {
          tags,
          description:
            "Stores a MIDAS (the five day counts of the last three months); the server computes the score and grade. Idempotent by `clientId`: 201 new, 200 when that clientId was sent before.",
          params: UserIdParamsSchema,
          body: MidasCreateSchema,
          response: { 200: MidasRecordSchema, 201: MidasRecordSchema, ...errors, 409: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        assertSameUser(request, request.params.userId);
        const { value, created } = await diary.createMidas(request.params.userId, request.body);
        return reply.code(created ? 201 : 200).send(value);
      },
    );

    app.patch(
      "/api/user/:userId/diary/:entryId",
      {
        schema: {
          tags,
          description:
            "Adds or changes an attack's details; only the fields sent change (null clears endedAt, side or aura). A new startedAt moves the entry to its day. 404 for an entry that is not the person's; 409 for a headache-free mark (delete it instead).",
          params: DiaryEntryParamsSchema,
          body: DiaryUpdateSchema,
          response: { 200: DiaryEntrySchema, ...errors, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return diary.updateEntry(request.params.userId, request.params.entryId, request.body);
      },
    );

    app.delete(
      "/api/user/:userId/diary/:entryId",
      {
        schema: {
          tags,
          description: "Deletes one entry (an attack or a headache-free mark). 404 for an entry that is not the person's.",
          params: DiaryEntryParamsSchema,
          response: { 204: z.null().describe("No content"), ...errors, 404: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        assertSameUser(request, request.params.userId);
        await diary.deleteEntry(request.params.userId, request.params.entryId);
        return reply.code(204).send(null);
      },
    );
  };
}
