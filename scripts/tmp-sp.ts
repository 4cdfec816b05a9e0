import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createSpainPerfect } from '@/server/tutor/builtin/spain-perfect';
const sp: any = createSpainPerfect(loadPartnerKnowledge().spainPerfect);
for (const l of process.argv.slice(2)) console.log(typeof sp === 'function' ? sp(l) : JSON.stringify(Object.keys(sp)));
