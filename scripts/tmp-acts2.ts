import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { trainDialogueActClassifier, readTurn } from '@/server/tutor/builtin/dialogue-act-classifier';
const c = trainDialogueActClassifier(loadPartnerKnowledge().dialogueActs);
for (const l of process.argv.slice(2)) { const r = readTurn(c, l); console.log(r.act, r.confidence.toFixed(3), '|', l); }
