import { createNounPhraseReader } from '@/server/tutor/builtin/noun-phrases';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
