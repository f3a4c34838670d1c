// The consent card's sentences in the student's language (decision 0162: messages inside a larger answer are worded by
// their route). The status is decided in English, the spec's words; a student reading Hindi gets them from the table.
import type Koa from 'koa';
import type { AskParentResponse, ConsentStatus } from '@margdarshak/contracts/api/family';
import { consentStatusIn } from '@margdarshak/contracts/messages/family';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import type { AppDeps } from '../../platform/deps';
import { answerLanguage } from '../../platform/http/answerLanguage';

/** The consent status as the student reads it. */
export async function consentStatusForReader(ctx: Koa.Context, deps: AppDeps, status: ConsentStatus): Promise<ConsentStatus> {
  return (await answerLanguage(ctx, deps)) === 'hi' ? consentStatusIn(status, hindiOf) : status;
}

/** The ask-your-parent answer as the student reads it: where the request went, and the status after it. */
export async function askParentAnswerForReader(ctx: Koa.Context, deps: AppDeps, answer: AskParentResponse): Promise<AskParentResponse> {
  if ((await answerLanguage(ctx, deps)) !== 'hi') return answer;
  return { message: hindiOf(answer.message) ?? answer.message, consent: consentStatusIn(answer.consent, hindiOf) };
}
