import { describe, expect, it } from 'vitest';
import { slotsAnsweredIn } from './answered-slots';

describe('slots answered by meaning (content/tutor/slot-meanings.json)', () => {
  it('reads a synonym from the bilingual glossary and any form of the verb', () => {
    expect(slotsAnsweredIn('No, no tomo ningún medicamento.')).toContain('medicine');
    expect(slotsAnsweredIn('Tomé unas pastillas ayer.')).toContain('medicine');
    expect(slotsAnsweredIn('Soy enfermero, trabajo en un hospital.')).toContain('workplace');
    // being one who works somewhere says where, without "trabajar"; living at home does not
    expect(slotsAnsweredIn('Yo soy enfermera en un hospital.')).toContain('workplace');
    expect(slotsAnsweredIn('Soy estudiante y vivo en casa de mis padres.')).not.toContain('workplace');
    // An order by weight says how much: "¿Quieres un kilo o medio kilo?" is answered.
    expect(slotsAnsweredIn('Quiero dos kilos de tomates, por favor.')).toContain('kilo-medio-kilo');
    expect(slotsAnsweredIn('Póngame 500 gramos de fresas.')).toContain('kilo-medio-kilo');
    // how often, said with any word of frequency: "¿Con qué frecuencia…?" is not asked next
    expect(slotsAnsweredIn('Juego con mis amigos cada sábado en el parque.')).toContain('frequency');
    expect(slotsAnsweredIn('Voy dos veces por semana.')).toContain('frequency');
    expect(slotsAnsweredIn('Juego al fútbol con mis amigos.')).not.toContain('frequency');
    // what one studies, said as what one is
    expect(slotsAnsweredIn('Soy estudiante de ingeniería en la UNAM.')).toContain('estudiaste');
    // a symptom told answers what the symptoms are; cooking, whether one cooks; the networks, which one uses
    expect(slotsAnsweredIn('Me duele la cabeza desde hace tres días.')).toContain('sintomas-empezaron');
    expect(slotsAnsweredIn('Mañana voy a cocinar una paella.')).toContain('cocinas-casa');
    expect(slotsAnsweredIn('Primero me ducho y después desayuno.')).toContain('banas-manana-noche');
    expect(slotsAnsweredIn('Uso WhatsApp e Instagram.')).toContain('redes-sociales-usas');
    // a weakness named as a defect: the interviewer does not ask for the weakness next
    expect(slotsAnsweredIn('Mi mayor defecto es que soy demasiado perfeccionista.')).toContain(
      'considera-mayor-debilidad',
    );
    expect(slotsAnsweredIn('Mi punto fuerte es la organización.')).toContain('diria-principales-fortalezas');
    // an order in any of its usual words answers "¿Ya sabes qué vas a pedir?"
    expect(slotsAnsweredIn('Me llevo un café con leche.')).toContain('more-time');
    // what was best answers what one liked most, and the food one tried; childhood holidays told answer their question
    expect(slotsAnsweredIn('Lo mejor fue la comida, sobre todo el bacalao.')).toEqual(
      expect.arrayContaining(['fue-gusto-ultimo', 'comida-tipica-probaste']),
    );
    expect(slotsAnsweredIn('Cuando era pequeño, iba cada año a la playa.')).toContain('adonde-ibas-vacaciones');
    // what one is studying answers what one studied; a reservation told says what one needs
    expect(slotsAnsweredIn('Estudio ingeniería en la universidad.')).toContain('estudiaste');
    expect(slotsAnsweredIn('Buenas tardes, tengo una reserva a nombre de Smith.')).toEqual(
      expect.arrayContaining(['looking-for', 'need']),
    );
    // "nunca he escalado" and "es la primera vez" answer "¿Es tu primera vez aquí?"
    expect(slotsAnsweredIn('Hola, nunca he escalado antes.')).toContain('first-time');
    expect(slotsAnsweredIn('Es la primera vez que vengo.')).toContain('first-time');
    expect(slotsAnsweredIn('Quiero un café con leche.')).not.toContain('first-time');
  });

  it('takes a negation as an answer', () => {
    expect(slotsAnsweredIn('No, no fumo nunca.')).toContain('smoking');
    expect(slotsAnsweredIn('No tengo fiebre.')).toContain('fever');
    expect(slotsAnsweredIn('No tengo mascotas.')).toContain('pets');
  });

  it('needs every part of the meaning', () => {
    expect(slotsAnsweredIn('Tomo el autobús.')).not.toContain('medicine');
    expect(slotsAnsweredIn('La medicina es mi profesión.')).not.toContain('medicine');
  });
});
