import type { Migration } from '../migrate';
import { initial } from './001_initial';
import { applicationForm } from './002_application_form';
import { closing } from './003_closing';
import { analytics } from './004_analytics';
import { servicing } from './005_servicing';
import { outcomes } from './006_outcomes';
import { closingTasks } from './007_closing_tasks';
import { messages } from './008_messages';
import { tokenVersions } from './009_token_versions';
import { throttle } from './010_throttle';
import { sandboxSettings } from './011_sandbox_settings';
import { creditScores } from './012_credit_scores';
import { messageReplies } from './013_message_replies';
import { diagnostics } from './014_diagnostics';

/** Every schema migration, in version order. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [initial, applicationForm, closing, analytics, servicing, outcomes, closingTasks, messages, tokenVersions, throttle, sandboxSettings, creditScores, messageReplies, diagnostics];
