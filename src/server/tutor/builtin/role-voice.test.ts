import { describe, expect, it } from 'vitest';
import { inTheRolesVoice, roleClauseOf, toTheLearner } from './role-voice';

describe("a prompt's sentence said by the role it speaks to", () => {
  it.each([
    ['Abrís de lunes a viernes de 9:00 a 14:00.', 'Abrimos de lunes a viernes de 9:00 a 14:00.'],
    ['Vendes queso de tu pueblo.', 'Vendo queso de mi pueblo.'],
    ['Os llaman a menudo los vecinos.', 'Nos llaman a menudo los vecinos.'],
    // a noun that is also "you visit" stays a noun, and a sentence with no "you" is said as written
    ['Hay visitas guiadas a las once.', 'Hay visitas guiadas a las once.'],
    ['El museo cierra los lunes.', 'El museo cierra los lunes.'],
    // a "you" joined to an infinitive is the role's "me"; where the role works is "aquí" in its mouth
    ['Necesitas ver una identificación antes de irte.', 'Necesito ver una identificación antes de irme.'],
    ['Llevas tres años trabajando allí.', 'Llevo tres años trabajando aquí.'],
    ['Vas al mercado y allí compras fruta.', 'Voy al mercado y allí compro fruta.'],
    // the present of "vos", which the lexicon does not list
    ['Trabajás ahí desde hace cinco años.', 'Trabajo aquí desde hace cinco años.'],
    ['Podés corregir la factura.', 'Puedo corregir la factura.'],
    // a noun after a preposition or a count is no verb of "you" ("personas", not "personar")
    ['Tienes taxis grandes para más de 4 personas.', 'Tengo taxis grandes para más de 4 personas.'],
  ])('%s → %s', (prompt, said) => {
    expect(inTheRolesVoice(prompt)).toBe(said);
  });
});

it('says nothing of what the role is, whose gender may not be the partner’s', () => {
  expect(inTheRolesVoice('Trabajas como farmacéutico en Sevilla.')).toBeUndefined();
  expect(inTheRolesVoice('Sois el equipo de una escuela de cocina.')).toBeUndefined();
  expect(inTheRolesVoice('Sos la guía de la bodega.')).toBeUndefined();
  // nothing half-turned: "escalas" read as a noun would stay "you" beside a turned verb
  expect(inTheRolesVoice('Llevas tres años trabajando aquí y escalas desde los quince años.')).toBeUndefined();
});

describe('what a prompt tells of its role in a relative clause', () => {
  it('says the clause in the role’s first person, its possessive turned, and nothing with another subject', () => {
    expect(
      roleClauseOf('Eres Patricia, una mamá que vive en Bogotá y busca niñera para sus dos hijos: Mateo, de 4 años'),
    ).toBe('Vivo en Bogotá y busco niñera para mis dos hijos: Mateo, de 4 años');
    expect(roleClauseOf('Eres un taxista que conoce bien la ciudad')).toBe('Conozco bien la ciudad');
    // cut before a clause of its own, whose subject is another; nothing when a verb would be left without it
    expect(roleClauseOf('Eres un camarero que trabaja en un bar que abre a las ocho')).toBe('Trabajo en un bar');
    expect(roleClauseOf('Eres un camarero que trabaja en Sevilla y dice que su jefe es simpático')).toBeUndefined();
    // a verb that is not the role's own predicate, or a sentence that is no "Eres…"
    expect(roleClauseOf('Eres la dueña de un piso que alquilas')).toBeUndefined();
    expect(roleClauseOf('El piso que alquilas tiene dos habitaciones')).toBeUndefined();
  });
});

describe("a prompt's rule about the learner, said to the learner", () => {
  it.each([
    ['Para entrar el cliente necesita una reserva.', 'Para entrar necesitas una reserva.'],
    ['La revisión es gratis si el cliente compra las gafas aquí.', 'La revisión es gratis si compras las gafas aquí.'],
    // a thing of the one learner is theirs; a group's is not
    ['El coche del cliente estará listo mañana a las cinco.', 'Tu coche estará listo mañana a las cinco.'],
    ['Las llaves de la huésped están en recepción.', 'Tus llaves están en recepción.'],
    ['Las fotos de los clientes están en la web.', undefined],
    // the scene told, not a rule; and a possessive that would still be the learner's
    ['El cliente trae la bici porque hace ruido.', undefined],
    ['El cliente tiene que traer su tarjeta.', undefined],
  ])('«%s» → %s', (sentence, said) => {
    expect(toTheLearner(sentence)).toBe(said);
  });
});

it('says nothing of where one may go, which is the customer’s way and no doing of the role', () => {
  expect(inTheRolesVoice('Puedes ir al faro de Cabo Mayor en 25 minutos.')).toBeUndefined();
  expect(inTheRolesVoice('Puedes guardar las maletas en la consigna.')).toBe(
    'Puedo guardar las maletas en la consigna.',
  );
});
