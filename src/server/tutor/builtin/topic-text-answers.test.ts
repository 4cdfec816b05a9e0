import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createTopicTextAnswerer } from './topic-text-answers';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { kindsOf } from './scene-knowledge';

const knowledge = loadPartnerKnowledge();
const answerer = createTopicTextAnswerer(knowledge.scenes.topicText, () => [], kindsOf(knowledge.scenes.personaKinds));
const bakery = {
  title: 'Comprar pan en la panadería',
  description: 'Compra pan en una panadería de barrio.',
  prompt:
    'Eres Marisa, la panadera. La panadería abre a las siete y cierra a las dos. El pan integral lleva semillas de ' +
    'girasol. Explica los precios: la barra, el pan de centeno y las magdalenas. Quiero practicar los números.',
};
const anything = () => true;
const withRole = (prompt: string) => ({ title: 'Una charla', description: '', prompt });

describe('answers from a learner-written topic text', () => {
  it('reads a clause that opens on its verb as telling of what the clause before it named, never a command', () => {
    const bus = withRole(
      'Sos el vendedor de pasajes. Hay un micro por día a Mendoza; sale a las 20:00 de la plataforma 34 y llega a las ' +
        '9:30 del día siguiente.',
    );
    expect(answerer.answer('¿A qué hora llega el micro?', bus, anything)).toBe(
      'Sale a las 20:00 de la plataforma 34 y llega a las 9:30 del día siguiente.',
    );
    const flat = withRole('Eres el dueño. Tienes un piso en Valencia; enseña el piso y pide dos meses de fianza.');
    expect(answerer.answer('¿Cuánto es la fianza?', flat, anything)).toBeUndefined();
  });

  it('hears a price asked with any verb of paying, and gives no one price for a total', () => {
    const flat = {
      title: 'Piso compartido',
      description: '',
      prompt:
        'Eres Carmen. La factura de la luz de este mes es de 90 euros y se divide entre los tres. La entrada al ' +
        'gimnasio del edificio cuesta 12 euros.',
    };
    expect(answerer.answer('¿Cuánto tenemos que pagar de luz este mes?', flat, anything)).toBe(
      'La factura de la luz de este mes es de 90 euros y se divide entre los tres.',
    );
    expect(answerer.answer('¿Cuánto tenemos que pagar en total?', flat, anything)).toBeUndefined();
    expect(answerer.answer('¿Cuánto tenemos que pagar?', flat, anything)).toMatch(/euros/u);
    // whether there is any charge is a price asked too: the topic's fee, and no role's made-up figure
    const ferry = {
      title: 'Billetes de ferry',
      description: '',
      prompt: 'Vendes billetes de ferry. Cambiar la fecha cuesta 15 euros si faltan menos de 24 horas.',
    };
    expect(answerer.holdsFigureAsked('Si cambio la fecha, ¿me cobraríais algo?', ferry)).toBe(true);
  });

  it('reads a noun of the doer as its doing: "No se admiten fumadores" answers whether one may smoke', () => {
    const flat = withRole('Eres Carmen, la dueña del piso. No se admiten fumadores. Se aceptan mascotas pequeñas.');
    expect(answerer.answer('¿Se puede fumar?', flat, anything)).toBe('No se admiten fumadores.');
  });

  it('answers how much of a thing by the figure that measures it, never by one that measures something else', () => {
    const flat = withRole('Eres Carmen, la dueña del piso. Pides dos meses de fianza. La visita dura media hora.');
    expect(answerer.answer('¿Cuánto es la fianza?', flat, anything)).toBe('Pido dos meses de fianza.');
    expect(answerer.answer('¿Cuánta fianza tengo que pagar?', flat, anything)).toBe('Pido dos meses de fianza.');
    // "La visita dura media hora" tells how long the visit is, not what it costs
    expect(answerer.answer('¿Cuánto cuesta la visita?', flat, anything)).toBeUndefined();
  });

  it("counts what the role's own introduction describes a thing as holding", () => {
    const flat = withRole(
      'Eres Carmen, la dueña de un piso de dos habitaciones en el Cabanyal. Pides dos meses de fianza.',
    );
    expect(answerer.answer('¿Cuántas habitaciones tiene el piso?', flat, anything)).toBe(
      'El piso tiene dos habitaciones.',
    );
  });

  it('says a fact that opens with "se", and reads no condition of the question as what it asks about', () => {
    const hostel = {
      title: 'Reservar en el hostal',
      description: '',
      prompt:
        'Eres Pilar, recepcionista de un hostal en Granada. La habitación doble cuesta 70 euros. Se puede cancelar ' +
        'gratis hasta 48 horas antes.',
    };
    expect(answerer.answer('¿Se puede cancelar?', hostel, anything)).toBe(
      'Se puede cancelar gratis hasta 48 horas antes.',
    );
    expect(answerer.answer('¿Puedo cancelar si hay un problema?', hostel, anything)).toBe(
      'Se puede cancelar gratis hasta 48 horas antes.',
    );
    // a question of what happens is about its condition
    expect(answerer.answer('¿Qué pasa si hay un problema con la habitación?', hostel, anything) ?? '').not.toMatch(
      /cancelar/u,
    );
  });

  it('answers a kind of a thing by the fact that denies the thing, never by one that denies another kind', () => {
    const museum = {
      title: 'Visita al museo',
      description: '',
      prompt:
        'Eres Teresa, guía del museo. No se pueden hacer fotos dentro del museo. No hay pan integral en la cafetería.',
    };
    expect(answerer.answer('¿Puedo hacer una foto con mi móvil?', museum, anything)).toBe(
      'No se pueden hacer fotos dentro del museo.',
    );
    // "pan integral" is one kind of bread: it says nothing of bread without gluten
    expect(answerer.answer('¿Tenéis pan sin gluten?', museum, anything)).toBeUndefined();
  });

  it("tells the learner's own thing as theirs when they ask, never to a statement", () => {
    const garage = {
      title: 'En el taller',
      description: '',
      prompt: 'Eres Paco, mecánico en Zaragoza. El coche del cliente estará listo mañana a las cinco de la tarde.',
    };
    expect(answerer.answer('¿Para cuándo estará listo?', garage, anything)).toBe(
      'Tu coche estará listo mañana a las cinco de la tarde.',
    );
    expect(answerer.answer('Mi coche hace un ruido raro cuando freno.', garage, anything)).toBeUndefined();
  });

  it('says what a named role was, in its voice; an unnamed role says only what it does', () => {
    const named = withRole('Eres Carmen, una vecina de 78 años. Fuiste maestra de primaria durante 40 años.');
    expect(answerer.answer('¿Cuánto tiempo fue usted maestra?', named, anything)).toBe(
      'Fui maestra de primaria durante 40 años.',
    );
    const unnamed = withRole('Eres una vecina de 78 años. Fuiste maestra de primaria durante 40 años.');
    expect(answerer.answer('¿Cuánto tiempo fue usted maestra?', unnamed, anything)).toBeUndefined();
  });

  it('says the figures of a list an instruction brings in, item by item, never a list of the learner', () => {
    const interview = withRole(
      'Eres Antonio, encargado de un chiringuito. Entrevistas al alumno para un puesto de camarero, de junio a ' +
        'septiembre: turnos de ocho horas, cinco días a la semana, 1.300 euros al mes más propinas.',
    );
    expect(answerer.answer('¿Cuánto es el sueldo?', interview, anything)).toBe('1.300 euros al mes más propinas.');
    expect(answerer.answer('¿Cuántas horas son los turnos?', interview, anything)).toBe('Turnos de ocho horas.');
    const budget = withRole('Eres Ana, agente de viajes. Pregunta por los planes, tus clientes tienen: 500 euros.');
    expect(answerer.answer('¿Cuánto cuesta?', budget, anything)).toBeUndefined();
  });

  it('reads a name of several words as one, a kind of a thing as that kind, and a price by the doing it is of', () => {
    const rental = withRole(
      'Eres Lucía, de BiciSur. Alquilas una bici por 15 euros el día. Las bicis eléctricas cuestan 25 euros al día. ' +
        'Hay agua caliente en la tienda. Una revisión cuesta 10 euros.',
    );
    // "Aguas Calientes" asks nothing of "agua caliente"
    expect(answerer.answer('¿Vendéis billetes para el tren a Aguas Calientes?', rental, anything)).toBeUndefined();
    expect(answerer.answer('¿Cuánto cuesta una bici?', rental, anything)).toBe('Alquilo una bici por 15 euros el día.');
    expect(answerer.answer('¿Cuánto cuesta una bici eléctrica?', rental, anything)).toBe(
      'Las bicis eléctricas cuestan 25 euros al día.',
    );
    // a doing no fact knows has no price of another's
    expect(answerer.answer('¿Cuánto cuesta pintarla?', rental, anything)).toBeUndefined();
    // a thing the topic names one way only is that thing: "una radio antigua" answers "la radio"
    const stall = withRole('Eres Pepe. Vendes una radio antigua por 60 euros.');
    expect(answerer.answer('¿Cuánto cuesta la radio?', stall, anything)).toBe('Vendo una radio antigua por 60 euros.');
  });

  it('asks a figure of nothing named of what the turn told, and says what the role does not do', () => {
    const vet = withRole(
      'Eres Matías, veterinario. Consulta general: 18.000 pesos. Vacuna antirrábica: 12.000 pesos. No atiendes ' +
        'animales exóticos. No haces peluquería.',
    );
    expect(answerer.answer('¿Cuánto cuesta?', vet, anything, 'Mi gato necesita la vacuna contra la rabia.')).toBe(
      'Vacuna antirrábica: 12.000 pesos.',
    );
    expect(answerer.answer('¿Atiendes animales exóticos?', vet, anything)).toBe('No atiendo animales exóticos.');
    expect(answerer.answer('¿Haces peluquería para perros?', vet, anything)).toBe('No hago peluquería.');
    // a member of a kind the topic names is of that kind ("tortuga": a reptile; "mochila": luggage)
    const clinic = withRole(
      'Eres Matías, veterinario. No atiendes reptiles ni aves. Se puede guardar el equipaje gratis.',
    );
    expect(answerer.answer('¿Atiendes tortugas?', clinic, anything)).toBe('No atiendo reptiles ni aves.');
    expect(answerer.answer('¿Puedo dejar mi mochila?', clinic, anything)).toBe('Se puede guardar el equipaje gratis.');
  });

  it('says what others do with the verb first, and never a fact that only names the day a time is asked of', () => {
    const hike = withRole(
      'Eres Andrés, amigo del usuario. El sábado van a caminar por el valle. Salen a las 6:30 de la mañana de la plaza.',
    );
    expect(answerer.answer('¿A qué hora salimos el sábado?', hike, anything)).toBe(
      'Salen a las 6:30 de la mañana de la plaza.',
    );
    const walk = withRole('Eres Andrés. El sábado van a caminar por el valle.');
    expect(answerer.answer('¿A qué hora salimos el sábado?', walk, anything)).toBeUndefined();
  });

  it('recommends what the prompt tells the role to, when it names it, and reads "esta tarde" as when', () => {
    const hotel = withRole(
      'Eres Rocío, recepcionista en Sevilla. Recomiéndale qué visitar (la Catedral, el Alcázar, Triana). ' +
        'Recomiendas probar el salmorejo de Casa Pepe. Recomiéndale libros según sus gustos.',
    );
    expect(answerer.answer('¿Qué me recomiendas visitar esta tarde?', hotel, anything)).toBe(
      'Te recomiendo visitar la Catedral, el Alcázar y Triana.',
    );
    expect(answerer.answer('¿Qué me recomiendas probar?', hotel, anything)).toBe(
      'Te recomiendo probar el salmorejo de Casa Pepe.',
    );
    // a doing no recommendation names gets none of another
    expect(answerer.answer('¿Qué me recomiendas leer?', hotel, anything)).toBeUndefined();
    // what the learner likes is theirs to tell: no "Te recomiendo libros según sus gustos"
    expect(answerer.answer('¿Qué libro me recomiendas?', hotel, anything) ?? '').not.toMatch(/gustos/u);
  });

  it('answers a doing the topic denies, whatever the question does it to', () => {
    const gym = withRole('Eres Marta, del gimnasio Forma. Abrimos a las 7:00. No se puede nadar sin gorro.');
    expect(answerer.answer('¿Puedo nadar con mi hermana el sábado?', gym, anything)).toBe(
      'No se puede nadar sin gorro.',
    );
    // a question of another doing gets none of it
    expect(answerer.answer('¿Puedo correr en la pista?', gym, anything)).toBeUndefined();
  });

  it('answers with a quoted recommendation what the condition that brings it in names', () => {
    const kayaks = withRole(
      'Eres Iker, monitor de kayak en Donostia. Si te preguntan por una excursión, dices: «Te recomiendo la salida ' +
        'a la isla de Santa Clara; dura dos horas». Si te piden un sitio para cenar, dices: «Te recomiendo el bar ' +
        'del puerto, que tiene pescado muy fresco».',
    );
    expect(answerer.answer('¿Qué excursión me recomiendas?', kayaks, anything)).toBe(
      'Te recomiendo la salida a la isla de Santa Clara; dura dos horas.',
    );
    expect(answerer.answer('¿Dónde me recomiendas cenar?', kayaks, anything)).toBe(
      'Te recomiendo el bar del puerto, que tiene pescado muy fresco.',
    );
    // a thing neither condition nor quote names gets neither
    expect(answerer.answer('¿Qué museo me recomiendas?', kayaks, anything)).toBeUndefined();
  });

  it('says a list under a requirements heading in the words of its frame, and as the rule for an age told', () => {
    const diving = withRole(
      'Eres Nuria, del centro de buceo Cala Azul. La inmersión cuesta 60 euros. Requisitos: tener 12 años; saber ' +
        'nadar; certificado médico (lo firma cualquier médico).',
    );
    const said = 'Hace falta lo siguiente: tener 12 años; saber nadar; certificado médico, lo firma cualquier médico.';
    expect(answerer.answer('¿Qué necesito para bucear?', diving, anything)).toBe(said);
    expect(answerer.ageRule('Mi hija tiene diez años. ¿Puede venir?', diving, anything)).toBe(said);
    // two requirements, to a question that names nothing but the topic, are said together
    const bikes = {
      title: 'Alquilar una bici',
      description: '',
      prompt: 'Eres Rafa, de una tienda de bicis. Hay que dejar el DNI como fianza. Requisitos: tener 16 años.',
    };
    expect(answerer.answer('¿Qué necesito para alquilar?', bikes, anything)).toBe(
      'Hay que dejar el DNI como fianza. Hace falta lo siguiente: tener 16 años.',
    );
    // a heading of no frame is no such list
    const other = withRole('Eres Nuria, del centro de buceo Cala Azul. Material: gafas; aletas; traje.');
    expect(answerer.answer('¿Qué necesito para bucear?', other, anything)).toBeUndefined();
  });

  it('tells what the role tells of itself only to a question put to it', () => {
    const desk = {
      title: 'Equipaje perdido',
      description: '',
      prompt: 'Trabajas en el mostrador de equipaje perdido del aeropuerto de Lima.',
    };
    const asked = answerer.answer('¿Dónde trabajas?', desk, anything);
    expect(asked).toBe('Trabajo en el mostrador de equipaje perdido del aeropuerto de Lima.');
    expect(answerer.answer('¿A qué se dedica usted?', desk, anything)).toBe(asked);
    // the learner's own luggage is no question of the role's work
    expect(answerer.answer('¿Dónde está mi equipaje?', desk, anything)).toBeUndefined();
  });

  it('answers a question of when with the fact that gives a date, a note without a verb too', () => {
    const flat = withRole(
      'Eres Carmen, la dueña de un piso en Triana. El piso tiene dos habitaciones. Disponible desde el 1 de marzo. ' +
        'El curso de cerámica empieza el 3 de abril.',
    );
    expect(answerer.answer('¿Desde cuándo está disponible?', flat, anything)).toBe('Disponible desde el 1 de marzo.');
    expect(answerer.answer('¿Cuándo empieza el curso?', flat, anything)).toBe(
      'El curso de cerámica empieza el 3 de abril.',
    );
    // a date of another thing is no answer to a question that names none of it
    expect(answerer.answer('¿Cuándo puedo entrar?', flat, anything)).toBeUndefined();
  });

  it('gives the price for anyone before one for a kind of person the question does not name', () => {
    const pottery = withRole(
      'Eres Inés y das talleres de cerámica en Ruzafa. Los jubilados pagan 25 euros. Los niños de 6 a 12 años ' +
        'pagan 20 euros. El taller cuesta 40 euros por persona.',
    );
    expect(answerer.answer('¿Cuánto cuesta el taller?', pottery, anything)).toBe(
      'El taller cuesta 40 euros por persona.',
    );
    expect(answerer.answer('¿Cuánto pagan los jubilados?', pottery, anything)).toBe('Los jubilados pagan 25 euros.');
  });

  it('says what a recommendation is for first, and only its own clause', () => {
    const herbalist = withRole(
      'Eres Paco, herbolario en Cádiz. Para dormir mejor recomiendas una infusión de tila y cenar pronto; si no ' +
        'funciona, hay que ir al médico.',
    );
    expect(answerer.answer('¿Qué me recomiendas para dormir mejor?', herbalist, anything)).toBe(
      'Para dormir mejor, te recomiendo una infusión de tila y cenar pronto.',
    );
    // a doing and the thing it is done to are concrete enough to recommend
    const aquarium = withRole('Eres Ane, del acuario de Gijón. Recomiendas ver la sala de las medusas.');
    expect(answerer.answer('¿Qué me recomiendas ver?', aquarium, anything)).toBe(
      'Te recomiendo ver la sala de las medusas.',
    );
    // the purpose names what it answers: a question of another thing gets none
    expect(answerer.answer('¿Qué me recomiendas para la tos?', herbalist, anything)).toBeUndefined();
  });

  it('asks a figure asked before again of the thing a "¿Y …?" names', () => {
    expect(answerer.askedAgainOf('¿Y el plan anual?', '¿Cuánto cuesta el plan mensual?')).toBe(
      '¿cuánto cuesta el plan anual?',
    );
    expect(answerer.askedAgainOf('¿Y la cena?', 'Hola. ¿A qué hora es el desayuno?')).toBe('¿a qué hora la cena?');
    // no figure asked before, a verb of its own, or no thing named: no such question
    expect(answerer.askedAgainOf('¿Y la cena?', '¿Tenéis wifi?')).toBeUndefined();
    expect(answerer.askedAgainOf('¿Y tú qué haces?', '¿Cuánto cuesta?')).toBeUndefined();
    expect(answerer.askedAgainOf('¿Y tú?', '¿Cuánto cuesta?')).toBeUndefined();
  });

  it('answers for the group the learner told they are in, before the general rule', () => {
    const museum = {
      title: 'Taquilla del museo',
      description: '',
      prompt:
        'Eres Pablo, taquillero de un museo en Bilbao. La entrada general cuesta 12 euros. Los jubilados y los ' +
        'niños menores de ocho años entran gratis. Los martes cerramos.',
    };
    expect(answerer.answer('¿Cuánto cuesta la entrada?', museum, anything)).toBe('La entrada general cuesta 12 euros.');
    expect(answerer.answer('¿Tengo que pagar?', museum, anything, 'Soy jubilado. ')).toMatch(/^Los jubilados/u);
    expect(answerer.answer('¿Cuánto cuesta?', museum, anything, 'Mi padre es un jubilado. ')).toMatch(/gratis/u);
    // a group the topic does not name is told the general price
    expect(answerer.answer('¿Cuánto cuesta?', museum, anything, 'Soy profesor. ')).toMatch(/12 euros/u);
  });

  it('says a fact of the place for a group of its clients or students, never one about the learner', () => {
    const school = {
      title: 'Escuela de idiomas',
      description: '',
      prompt:
        'Eres Marta, coordinadora de una escuela en Cádiz. La prueba de nivel para los nuevos alumnos es el martes a ' +
        'las 10:00. El alumno es un principiante.',
    };
    expect(answerer.answer('¿Cuándo es la prueba de nivel?', school, anything)).toMatch(/martes a las 10:00/u);
    expect(answerer.answer('¿Es principiante el alumno?', school, anything) ?? '').not.toMatch(/principiante/u);
  });

  it('says what a sentence states before its "pero" when the rest speaks of the learner and cannot be said', () => {
    const dentist = {
      title: 'Cita en el dentista',
      description: '',
      prompt:
        'Trabajas en la recepción de una clínica dental. La clínica no acepta seguros extranjeros, pero da una ' +
        'factura para que el paciente pida el reembolso. Se puede pagar con tarjeta.',
    };
    expect(answerer.answer('¿Aceptáis seguros de otros países?', dentist, anything)).toBe(
      'La clínica no acepta seguros extranjeros.',
    );
    expect(answerer.answer('¿Puedo pedir el reembolso?', dentist, anything) ?? '').not.toMatch(/paciente/u);
  });

  it('tells what the role does at a time the prompt gives ("Das clases … que empiezan a las 9")', () => {
    const cooking = {
      title: 'Clase de cocina',
      description: '',
      prompt: 'Eres Lola, cocinera en Jerez. Das clases de cocina de tres horas que empiezan a las 10 de la mañana.',
    };
    expect(answerer.answer('¿A qué hora empieza la clase?', cooking, anything)).toBe(
      'Doy clases de cocina de tres horas que empiezan a las 10 de la mañana.',
    );
  });

  it('reads a clock time after any preposition of time ("desde las 10 de la noche")', () => {
    const building = {
      title: 'Vecinos',
      description: '',
      prompt: 'Eres Ernesto. El reglamento del edificio dice que hay que guardar silencio desde las 10 de la noche.',
    };
    expect(answerer.answer('¿A qué hora hay que guardar silencio?', building, anything)).toBe(
      'El reglamento del edificio dice que hay que guardar silencio desde las 10 de la noche.',
    );
  });

  it('says a figure of people counted ("8 clientes"), which is no line about the learner', () => {
    const cooking = {
      title: 'Clase de cocina',
      description: '',
      prompt: 'Eres Nuria, cocinera. Cada clase es de 8 clientes como máximo. El cliente quiere apuntarse.',
    };
    expect(answerer.answer('¿Cuántas personas hay en cada clase?', cooking, anything)).toBe(
      'Cada clase es de 8 clientes como máximo.',
    );
    // what the role is to ask the learner, after a label that names them, is no fact to tell
    const booking = {
      title: 'Reservar mesa',
      description: '',
      prompt: 'Eres Pepa. Entrevista al cliente: a qué se dedica, sus horarios, si fuma y qué hace los domingos.',
    };
    expect(answerer.answer('Soy una persona muy tranquila.', booking, anything)).toBeUndefined();
    // the item asked of a list is said when its own words can be, whatever word the lexicon lacks elsewhere in it
    const bakery = {
      title: 'Panadería',
      description: '',
      prompt: 'Eres Lupe. Las conchas cuestan 10 pesos, los bolillos 4 pesos y un pan de muerto 45 pesos.',
    };
    const known = (text: string) => !/bolillo/u.test(text);
    expect(answerer.answer('¿Cuánto cuesta el pan de muerto?', bakery, known)).toBe('Un pan de muerto: 45 pesos.');
    // a student is the same person whichever word the learner picks
    const school = { title: 'Academia', description: '', prompt: 'Eres Luis. Los grupos son de diez alumnos.' };
    expect(answerer.answer('¿Cuántos estudiantes hay?', school, anything)).toBe('Los grupos son de diez alumnos.');
    // a short note of things counted says its count without a verb; a count of another thing answers nothing
    const academy = withRole('Eres Elena, de la academia. Grupos de 8 alumnos como máximo. Tienes dos perros.');
    expect(answerer.answer('¿Cuántos alumnos hay en cada clase?', academy, anything)).toBe(
      'Grupos de 8 alumnos como máximo.',
    );
    expect(answerer.answer('¿Cuántos profesores hay?', academy, anything)).toBeUndefined();
  });

  it('answers a question of need by the requirement the topic states, and "¿Cuesta algo?" by its price', () => {
    const gym = {
      title: 'Apuntarse al gimnasio',
      description: '',
      prompt:
        'Eres Tomás, recepcionista de un gimnasio. La matrícula es gratuita. Para apuntarse hace falta una foto y ' +
        'el DNI. Las clases de yoga son los martes.',
    };
    expect(answerer.answer('Quiero apuntarme. ¿Qué necesito?', gym, anything)).toBe(
      'Para apuntarse hace falta una foto y el DNI.',
    );
    expect(answerer.answer('¿Qué papeles tengo que traer?', gym, anything)).toBe(
      'Para apuntarse hace falta una foto y el DNI.',
    );
    expect(answerer.answer('¿Cuesta algo?', gym, anything)).toBe('La matrícula es gratuita.');
  });

  it('answers a price of one item of a list by that item, and a question of payment by the rule of payment', () => {
    const stall = {
      title: 'En el rastro',
      description: '',
      prompt:
        'Eres Carmen y tienes un puesto en el rastro. Vendes una lámpara de latón por 45 euros, discos de vinilo a 8 ' +
        'euros cada uno y una radio antigua por 60 euros. Solo aceptas pago en efectivo. La tarjeta de cliente es gratis.',
    };
    expect(answerer.answer('¿Cuánto cuesta la radio?', stall, anything)).toBe('Vendo una radio antigua por 60 euros.');
    expect(answerer.answer('¿Y los discos?', stall, anything)).toBe('Vendo discos de vinilo a 8 euros cada uno.');
    // a question that names no one item is answered by the whole list
    expect(answerer.answer('¿Qué vendes?', stall, anything)).toBe(
      'Vendo una lámpara de latón por 45 euros, discos de vinilo a 8 euros cada uno y una radio antigua por 60 euros.',
    );
    // "tarjeta" of paying, not the customer card; however the learner asks
    for (const question of ['¿Acepta usted tarjeta?', '¿Puedo pagar con tarjeta?', '¿Cómo se puede pagar?'])
      expect(answerer.answer(question, stall, anything)).toBe('Solo acepto pago en efectivo.');
  });

  it('answers a quality asked by the fact that holds it, a size by its part of the list, and no other kind', () => {
    const iceCream = {
      title: 'En la heladería',
      description: '',
      prompt:
        'Eres Vicente, el dueño de una heladería. Sabores de hoy: horchata, chocolate negro, limón y fresa. El ' +
        'sorbete de limón y el de fresa son veganos (sin leche ni huevo). Precios del cucurucho: pequeño (una bola) ' +
        '2,50 €; mediano (dos bolas) 3,80 €. Hoy no queda helado de mango. La salida (desplazamiento) cuesta 6 €.',
    };
    const vegan = 'El sorbete de limón y el de fresa son veganos, sin leche ni huevo.';
    expect(answerer.answer('¿Hay algún sabor vegano?', iceCream, anything)).toBe(vegan);
    expect(answerer.answer('Mi amiga es vegana. ¿Hay algún sabor que pueda tomar?', iceCream, anything)).toBe(vegan);
    expect(answerer.answer('¿Qué sabores tenéis?', iceCream, anything)).toBe(
      'Horchata, chocolate negro, limón y fresa.',
    );
    expect(answerer.answer('¿Cuánto cuesta un cucurucho mediano?', iceCream, anything)).toBe(
      'Mediano (dos bolas) 3,80 €.',
    );
    // "helado de mango" tells nothing of "helado de horchata"
    expect(answerer.answer('¿Es bueno el helado de horchata?', iceCream, anything)).toBeUndefined();
    expect(answerer.answer('¿Tenéis helados de mango?', iceCream, anything)).toBe('Hoy no queda helado de mango.');
    // a word in brackets that only names the same thing again is not said inside the sentence
    expect(answerer.answer('¿Cuánto cuesta la salida?', iceCream, anything)).toBe('La salida cuesta 6 €.');
  });

  it('answers a question of the topic itself by the one fact that holds the quality the turn told before it', () => {
    const cooking = {
      title: 'Clase de cocina peruana',
      description: 'Inscribirse en una clase de cocina en Lima.',
      prompt:
        'Clase de ceviche: 3 horas, 180 soles por persona. Las clases son de martes a sábado a las 10:00. Hay ' +
        'opción vegetariana si se avisa con un día de anticipación.',
    };
    const vegetarian = 'Hay opción vegetariana si se avisa con un día de anticipación.';
    expect(answerer.answer('¿Es posible hacer la clase?', cooking, anything, 'Yo soy vegetariano,')).toBe(vegetarian);
    // a quality no fact holds, or one asked with nothing told, finds no fact by it
    expect(answerer.answer('¿Es posible hacer la clase?', cooking, anything, 'Yo soy alérgico,')).not.toBe(vegetarian);
  });

  it('reads a word as the same thing said otherwise, and a minimum age as the rule for ages', () => {
    const shelter = {
      title: 'Voluntariado en un refugio',
      description: '',
      prompt:
        'Eres Mariela, la coordinadora de voluntarios. La edad mínima es 16 años. Los voluntarios pasean a los ' +
        'perros. No se pueden dar medicamentos: eso lo hace solo la veterinaria. Hay que traer ropa cómoda y una ' +
        'botella de agua. Los menores de 18 necesitan un permiso firmado.',
    };
    expect(answerer.answer('¿Puedo ayudar a dar las medicinas a los animales?', shelter, anything)).toBe(
      'No se pueden dar medicamentos: eso lo hace solo la veterinaria.',
    );
    expect(answerer.answer('¿Qué tengo que llevar?', shelter, anything)).toBe(
      'Hay que traer ropa cómoda y una botella de agua.',
    );
    expect(answerer.ageRule('Mi sobrino tiene quince años. ¿Puede venir?', shelter, anything)).toBe(
      'La edad mínima es 16 años.',
    );
    const taxi = {
      title: 'Pedir un taxi',
      description: '',
      prompt: 'Eres la operadora. Un viaje del centro al aeropuerto cuesta unos 35.000 pesos.',
    };
    expect(answerer.answer('¿Cuánto me costaría el trayecto?', taxi, anything)).toBe(
      'Un viaje del centro al aeropuerto cuesta unos 35.000 pesos.',
    );
  });

  it('reads "p. m." as part of its sentence, never as its end', () => {
    const restaurant = {
      title: 'Reservar una mesa',
      description: '',
      prompt:
        'Eres Mariana. Datos del restaurante: abrimos de martes a domingo de 1:00 p. m. a 11:00 p. m.; los lunes está cerrado.',
    };
    expect(answerer.answer('¿A qué hora abren?', restaurant, anything)).toBe(
      'Abrimos de martes a domingo de 1:00 p. m. a 11:00 p. m.',
    );
  });

  it('never cuts a list one of whose parts holds no figure', () => {
    const shop = {
      title: 'En la tienda',
      description: '',
      prompt: 'Eres Pedro. Vendes pan y aceite por 3 euros, queso a 12 euros el kilo.',
    };
    expect(answerer.answer('¿Cuánto cuesta el pan?', shop, anything)).toBe(
      'Vendo pan y aceite por 3 euros, queso a 12 euros el kilo.',
    );
  });

  it('says each item of a list its lead gives a verb to, and a rule about "el cliente" to the learner', () => {
    const stall = {
      title: 'En el mercadillo',
      description: '',
      prompt:
        'Eres Julia y tienes un puesto de libros viejos. En tu puesto vendes: novelas a 3 euros; un atlas antiguo ' +
        'que está muy bien por 40 euros; y postales a 1 euro. El envío es gratis si el cliente compra más de tres libros.',
    };
    expect(answerer.answer('¿Cuánto cuesta el atlas?', stall, anything)).toBe(
      'En mi puesto vendo un atlas antiguo que está muy bien por 40 euros.',
    );
    expect(answerer.answer('¿Cuánto cuestan las postales?', stall, anything)).toBe(
      'En mi puesto vendo postales a 1 euro.',
    );
    expect(answerer.answer('¿El envío es gratis?', stall, anything)).toBe(
      'El envío es gratis si compras más de tres libros.',
    );
  });

  it("answers when an English topic's place closes by its opening hours", () => {
    const shop = {
      title: 'At the bakery',
      description: '',
      prompt: 'You are Ana, a baker. The bakery is open every day from 8 am to 9 pm. Cakes are ready after 5 pm.',
    };
    expect(answerer.answer('¿A qué hora cierra la panadería?', shop, anything)).toBe(
      'Todos los días, de ocho de la mañana a nueve de la noche.',
    );
  });

  it('says each half of a sentence too long to say whole whose "y" brings in the same thing again', () => {
    const pool = {
      title: 'En la piscina municipal',
      description: '',
      prompt:
        'Eres Lola, socorrista. Hay cursos de natación para niños los lunes, miércoles y viernes por la tarde de ' +
        '17:00 a 18:00 con monitores titulados y cursos de aquagym para adultos los martes y jueves por la mañana ' +
        'de 10:00 a 11:00.',
    };
    expect(answerer.answer('¿Hay cursos de aquagym?', pool, anything)).toBe(
      'Hay cursos de aquagym para adultos los martes y jueves por la mañana de 10:00 a 11:00.',
    );
  });

  it('answers a question of a limit by the limit the topic sets, and an age told by its rule for ages', () => {
    const climbing = {
      title: 'En el rocódromo',
      description: '',
      prompt:
        'Eres Nerea, monitora de escalada. La entrada cuesta 12 euros. No se puede subir más allá de la línea roja ' +
        'sin cuerda. Los menores de 14 años tienen que escalar con un adulto.',
    };
    expect(answerer.answer('¿Hasta dónde puedo subir?', climbing, anything)).toBe(
      'No se puede subir más allá de la línea roja sin cuerda.',
    );
    expect(answerer.ageRule('Mi hija tiene once años. ¿Puede escalar sola?', climbing, anything)).toBe(
      'Los menores de 14 años tienen que escalar con un adulto.',
    );
    // no age told, or no question: no rule
    expect(answerer.ageRule('¿Puede escalar sola?', climbing, anything)).toBeUndefined();
    expect(answerer.ageRule('Mi hija tiene once años.', climbing, anything)).toBeUndefined();
  });

  it("answers a price of a tiered list by the tier the learner's amount falls in, with what the list is of", () => {
    const post = {
      title: 'En Correos',
      description: '',
      prompt:
        'Eres empleado de Correos. Paquete nacional: hasta 2 kg 7,50 €; de 2 a 5 kg 11 €; llega en 2-3 días ' +
        'laborables. Se puede pagar con tarjeta.',
    };
    expect(answerer.answer('Quiero mandar un paquete de tres kilos. ¿Cuánto cuesta?', post, anything)).toBe(
      'Paquete nacional: de 2 a 5 kg 11 €.',
    );
  });

  it('answers a verb asked by the fact that names its action, never by a kind of thing named after "de"', () => {
    const padel = {
      title: 'Reservar pista de pádel',
      description: '',
      prompt:
        'Eres el encargado del club. Alquiler de zapatillas de escalada: 8 euros. Cancelación gratis hasta 24 ' +
        'horas antes.',
    };
    expect(answerer.answer('¿Puedo cancelar?', padel, anything)).toBe('Cancelación gratis hasta 24 horas antes.');
    expect(answerer.answer('¿Hay duchas para después de escalar?', padel, anything)).toBeUndefined();
  });

  it('says the bound of an age rule the age falls in, an age told earlier counting for a question of another', () => {
    const ferry = {
      title: 'Billetes de barco',
      description: '',
      prompt:
        'Eres Marta, de la taquilla del puerto. El billete cuesta 40 euros. Los menores de 4 años viajan gratis; ' +
        'desde los 4 años pagan el billete completo.',
    };
    const earlier = ['Viajo con mi hija de dos años.'];
    expect(answerer.ageRule('¿Ella tiene que pagar?', ferry, anything, earlier)).toBe(
      'Los menores de 4 años viajan gratis.',
    );
    expect(answerer.ageRule('Mi hijo tiene siete años. ¿Paga?', ferry, anything, earlier)).toBe(
      'Desde los 4 años pagan el billete completo.',
    );
    // a question of the speaker's own is not of the child told of before
    expect(answerer.ageRule('¿Tengo que pagar?', ferry, anything, earlier)).toBeUndefined();
    // the clause for the age holds a word the partner cannot vouch for: null, so that no other clause answers instead
    const bus = {
      title: 'Pasajes de micro',
      description: '',
      prompt: 'Los menores de 3 años viajan gratis si van a upa; desde los 3 años pagan pasaje completo.',
    };
    const withoutUpa = (sentence: string) => !/\bupa\b/u.test(sentence);
    expect(answerer.ageRule('¿Ella tiene que pagar pasaje?', bus, withoutUpa, earlier)).toBeNull();
    expect(answerer.ageRule('Mi hijo tiene cinco años. ¿Paga?', bus, withoutUpa)).toBe(
      'Desde los 3 años pagan pasaje completo.',
    );
  });

  it('says a rule of «menores de 18» without «años» to a permission asked of a thing another fact names', () => {
    const winery = {
      title: 'Visita a una bodega',
      description: '',
      prompt:
        'Sos Sofía, sommelier. La cata clásica cuesta 25.000 pesos por persona. Los menores de 18 no pueden tomar ' +
        'vino: pagan 10.000 pesos y hacen la misma visita con jugo de uva.',
    };
    expect(answerer.ageRule('Nuestro hijo tiene 16 años. ¿Puede hacer la cata con nosotros?', winery, anything)).toBe(
      'Los menores de 18 no pueden tomar vino: pagan 10.000 pesos y hacen la misma visita con jugo de uva.',
    );
    // a thing another fact names, asked of with no verb of the rule's, is that fact's
    expect(answerer.ageRule('Nuestro hijo tiene 16 años. ¿Cuánto cuesta la cata?', winery, anything)).toBeUndefined();
  });

  it('reads a list of items each with its price and no comma or verb, headed or not', () => {
    const pharmacy = (prompt: string) => ({ title: 'En la farmacia', description: '', prompt });
    const headed = pharmacy(
      'Eres Andrés, farmacéutico. Datos: el acetaminofén cuesta 8.000 pesos la caja; el jarabe para la tos 15.000 ' +
        'pesos; las pastillas para la garganta 6.000 pesos.',
    );
    expect(answerer.answer('¿Cuánto cuesta el jarabe?', headed, anything)).toBe('El jarabe para la tos, 15.000 pesos.');
    expect(answerer.answer('¿Cuánto cuesta el acetaminofén?', headed, anything)).toBe(
      'El acetaminofén cuesta 8.000 pesos la caja.',
    );
    const unheaded = pharmacy('Eres Andrés. El jarabe para la tos 15.000 pesos; las pastillas 6.000 pesos.');
    expect(answerer.answer('¿Cuánto cuestan las pastillas?', unheaded, anything)).toBe('Las pastillas, 6.000 pesos.');
  });

  it('reads a day in a question as when, not as a thing the topic must name', () => {
    const route = {
      title: 'Ruta en bici',
      description: '',
      prompt:
        'Eres Marta, guía. La ruta sale a las 10:00 y dura 3 horas; si llueve, la ruta se cancela y se devuelve ' +
        'todo el dinero.',
    };
    expect(answerer.answer('Y si llueve el jueves, ¿qué pasa?', route, anything)).toBe(
      'Si llueve, la ruta se cancela y se devuelve todo el dinero.',
    );
  });

  it('answers which of a list holds the amount the turn told, under the heading of the facts', () => {
    const laundry = {
      title: 'En la lavandería',
      description: '',
      prompt:
        'Eres Rosa, de la lavandería. Datos: lavadora pequeña (8 kg) 4 euros; lavadora grande (18 kg) 7 euros; ' +
        'el detergente está incluido en el lavado. Abrimos todos los días de 8:00 a 22:00.',
    };
    expect(answerer.answer('¿Qué lavadora uso?', laundry, anything, 'Tengo unos quince kilos de ropa.')).toBe(
      'Lavadora grande, 18 kg, 7 euros.',
    );
  });

  it('reads a range of sizes as no clock time, a lead that may be a verb as its noun, and answers yes or no by it', () => {
    const clothes = {
      title: 'En la tienda de ropa',
      description: '',
      prompt:
        'Eres Pablo, dependiente de una tienda de ropa. Tenéis pantalones de la 38 a la 50. Camisetas: 15 euros. ' +
        'Chaquetas de cuero: 90 euros. Abrís de lunes a viernes de 10:00 a 20:00. Llevas tres años trabajando aquí.',
    };
    // "tenéis pantalones" is said "tenemos pantalones", and "de la 38 a la 50" answers no question of hours
    expect(answerer.answer('¿A qué hora cerráis?', clothes, anything)).toBe(
      'Abrimos de lunes a viernes de 10:00 a 20:00.',
    );
    expect(answerer.answer('¿Tenéis pantalones de la 52?', clothes, anything)).toBe(
      'No, lo siento. Tenemos pantalones de la 38 a la 50.',
    );
    expect(answerer.answer('¿Tenéis pantalones de la 40?', clothes, anything)).toBe(
      'Sí. Tenemos pantalones de la 38 a la 50.',
    );
    expect(answerer.answer('¿Cuánto cuestan las chaquetas de cuero?', clothes, anything)).toBe(
      'Chaquetas de cuero: 90 euros.',
    );
    // "cuánto tiempo" frames the question: the role's own years answer it
    expect(answerer.answer('¿Cuánto tiempo llevas trabajando aquí?', clothes, anything)).toBe(
      'Llevo tres años trabajando aquí.',
    );
  });

  it('says the sentence of the topic that shares a content word with the question, beyond the title', () => {
    expect(answerer.answer('¿A qué hora cierra?', bakery, anything)).toBe(
      'La panadería abre a las siete y cierra a las dos.',
    );
    expect(answerer.answer('¿El pan integral tiene semillas?', bakery, anything)).toBe(
      'El pan integral lleva semillas de girasol.',
    );
  });

  it('never says an instruction, a list after it, the learner speaking, or a sentence matched by the title only', () => {
    expect(answerer.answer('¿Cuánto cuestan las magdalenas?', bakery, anything)).toBeUndefined();
    expect(answerer.answer('¿Te gusta practicar los números?', bakery, anything)).toBeUndefined();
    expect(answerer.answer('¿Hay otra panadería cerca?', bakery, anything)).toBeUndefined();
  });

  it('reads a clause that opens with "una" (also a form of "unir"), holds figures, or has an infinitive subject', () => {
    const shop = {
      title: 'En la tienda de bicis',
      description: '',
      prompt:
        'Eres Rosa, dependienta. Cambiar la rueda en el taller es gratis con la garantía; una rueda nueva ' +
        'tarda entre 2 y 3 días en llegar y cuesta 25 euros. El taller cierra a las ocho.',
    };
    expect(answerer.answer('¿Cuánto cuesta una rueda nueva?', shop, anything)).toBe(
      'Una rueda nueva tarda entre 2 y 3 días en llegar y cuesta 25 euros.',
    );
    expect(answerer.answer('¿Es gratis cambiar la rueda?', shop, anything)).toBe(
      'Cambiar la rueda en el taller es gratis con la garantía.',
    );
  });

  it("says the prompt's words to its role in the role's voice, and a list that leaves its verb out whole", () => {
    const vet = {
      title: 'En el veterinario',
      description: 'Pides cita para tu gato.',
      prompt:
        'Eres Pilar, recepcionista. Abrís de lunes a viernes de 9:00 a 14:00. La consulta cuesta 30 euros; la ' +
        'vacuna, 20 euros; el microchip, 45 euros.',
    };
    expect(answerer.answer('¿A qué hora abrís?', vet, anything)).toBe('Abrimos de lunes a viernes de 9:00 a 14:00.');
    // the one part of the list asked for
    expect(answerer.answer('¿Cuánto vale el microchip?', vet, anything)).toBe('El microchip, 45 euros.');
    // the description speaks to the learner: "Pides cita" is theirs, never the partner's
    expect(answerer.answer('¿Pido cita para el gato?', vet, anything) ?? '').not.toMatch(/cita/);
  });

  it('never says what the prompt tells of the learner role ("El cliente trae su coche…")', () => {
    const garage = {
      title: 'En el taller mecánico',
      description: '',
      prompt: 'Eres el mecánico de un taller en Valencia. El cliente trae su coche porque tiene un problema.',
    };
    expect(answerer.answer('¿Cuándo va a estar listo el coche?', garage, anything)).toBeUndefined();
  });

  const withPrompt = (prompt: string) => ({ title: 'Un servicio', description: '', prompt });
  const post = withPrompt(
    'Eres Carmen, empleada de Correos. Explicas tarifas (nacional 4,50 euros hasta 1 kilo; Europa 12 euros hasta ' +
      '1 kilo), plazos de entrega (nacional 2-3 días, Europa 5-7 días) y vendes cajas (2 euros). Horario: de lunes ' +
      'a viernes de 8:30 a 20:30. Presupuesto del cliente: 30 euros.',
  );
  // a sentence that tells what there is, and a price list whose numbers hold a full stop
  const museum = withPrompt(
    'Eres Mariana, taquillera. La entrada general cuesta 95 pesos. Hay visitas guiadas de 90 minutos a las 11:00. ' +
      'Precios: corte de pelo 12.000 pesos; tintura 30.000 pesos. La tienda abre de martes a sábado de 10 a 20 h.',
  );
  // hours that last are a length of time, not the hour of the day
  const desk = withPrompt(
    'Eres Javier. La mayoría de las maletas aparecen en 24–48 h. El mostrador abre de 6:00 a 23:00.',
  );
  it.each([
    [post, '¿Cuánto cuesta?', 'Nacional 4,50 euros hasta 1 kilo; Europa 12 euros hasta 1 kilo.'],
    [post, '¿Cuánto cuesta una caja?', 'Cajas: 2 euros.'],
    [post, '¿Cuántos días tarda?', 'Nacional 2-3 días, Europa 5-7 días.'],
    [post, '¿A qué hora cerráis?', 'De lunes a viernes de 8:30 a 20:30.'],
    [museum, '¿Cuánto cuesta la entrada?', 'La entrada general cuesta 95 pesos.'],
    [museum, '¿Cuánto duran las visitas guiadas?', 'Hay visitas guiadas de 90 minutos a las 11:00.'],
    [museum, '¿Cuánto cuesta la tintura?', 'Tintura 30.000 pesos.'],
    [museum, '¿A qué hora abre la tienda?', 'La tienda abre de martes a sábado de 10 a 20 h.'],
    [desk, '¿Cuándo va a llegar mi maleta?', 'La mayoría de las maletas aparecen en 24–48 h.'],
    [desk, '¿A qué hora cierra el mostrador?', 'El mostrador abre de 6:00 a 23:00.'],
  ])("quotes the topic's own figure that the question asks for: %#, %s", (topic, question, answer) => {
    expect(answerer.answer(question, topic, anything)).toBe(answer);
  });

  it("never quotes a list led by a place, by the prompt's words to the partner, or the learner's figures", () => {
    const coach = withPrompt(
      'Eres Andrés. Tus recomendaciones: correr 3 días por semana. Excursión a la cascada (2 h, 30 euros).',
    );
    expect(answerer.answer('¿Cuántos días por semana?', coach, anything)).toBeUndefined();
    expect(answerer.answer('¿Cuánto cuesta la excursión?', coach, anything)).not.toMatch(/^A la cascada/u);
    expect(answerer.answer('¿Cuál es mi presupuesto?', post, anything)).toBeUndefined();
  });

  it('says nothing a word of which cannot be vouched for, and nothing for a default topic', () => {
    expect(answerer.answer('¿A qué hora cierra?', bakery, (sentence) => !sentence.includes('cierra'))).toBeUndefined();
    expect(
      answerer.answer('¿A qué hora cierra?', { ...bakery, defaultTopicId: 'at-the-cafe' }, anything),
    ).toBeUndefined();
  });
});

describe('which fact of several a question asks', () => {
  const camping = {
    title: 'Camping',
    description: '',
    prompt:
      'Eres Jordi, recepcionista del camping. Datos: la parcela cuesta 18 euros por noche; los perros pagan 3 euros ' +
      'por noche y deben ir atados; el mensaje escrito es gratis, pero una figura de fondant cuesta 20 euros más.',
  };

  it('takes the thing asked first, never the verb of paying, and the one clause it can say', () => {
    expect(answerer.answer('¿El perro puede estar suelto en la parcela?', camping, anything)).toMatch(/^Los perros/);
    expect(answerer.answer('¿Cuánto nos saldría en total? ¿Hay que pagar?', camping, anything)).toMatch(/^La parcela/);
    expect(answerer.answer('¿Cuánto cuesta el perro?', camping, anything)).toMatch(/^Los perros/);
    // "fondant" is no word the partner can vouch for: the clause about the message is said alone
    const vouched = (sentence: string) => !/fondant/u.test(sentence);
    expect(answerer.answer('¿Puedo poner un mensaje?', camping, vouched)).toBe('El mensaje escrito es gratis.');
  });

  it('reads a word the lexicon lacks as written, the topic\'s own thing ("ibuprofeno")', () => {
    const pharmacy = {
      title: 'Farmacia',
      description: '',
      prompt:
        'Eres Marta, farmacéutica. Datos: el ibuprofeno de 600 mg necesita receta; una caja de tiritas cuesta 3 €.',
    };
    expect(answerer.answer('¿Me puede dar ibuprofeno de 600?', pharmacy, anything)).toBe(
      'El ibuprofeno de 600 mg necesita receta.',
    );
  });

  it('says a rule\'s condition as written, of whoever it befalls ("si cancelas…, la pierdes")', () => {
    const school = {
      title: 'Autoescuela',
      description: '',
      prompt: 'Eres Diego, recepcionista. Datos: si cancelas una clase con menos de 24 horas, la pierdes.',
    };
    expect(answerer.answer('¿Qué pasa si cancelo una clase?', school, anything)).toBe(
      'Si cancelas una clase con menos de 24 horas, la pierdes.',
    );
  });

  it('asks about the head of a noun phrase, never its complement ("la cartilla de perros" is no dog)', () => {
    expect(answerer.answer('¿Tengo que traer la cartilla de perros?', camping, anything)).toBeUndefined();
  });
});

describe('figures in clock times, long lists and English', () => {
  it('finds the price of the thing asked by its English in any direction of the glossary, not by the verb of paying', () => {
    const gym = {
      title: 'Joining a gym',
      description: '',
      prompt:
        'You work at the front desk of a gym. The monthly plan costs 120.000 pesos and the yearly plan 1.100.000 pesos.',
    };
    const english = createTopicTextAnswerer(knowledge.scenes.topicText, (lemma) =>
      bilingualGlossary().englishWordsFor(lemma),
    );
    expect(english.answer('¿Cuánto cuesta el plan anual?', gym, anything)).toBe('Son 1.100.000 pesos.');
    expect(english.answer('¿Cuánto cuesta el plan mensual?', gym, anything)).toBe('Son 120.000 pesos.');
    // a thing the topic prices nowhere gets no price of another thing, said bare
    const onePrice = { ...gym, prompt: 'You work at the front desk of a gym. The monthly plan costs 120.000 pesos.' };
    expect(english.answer('¿Cuánto cuesta la toalla?', onePrice, anything)).toBeUndefined();
    expect(english.answer('¿Cuánto cuesta?', onePrice, anything)).toBe('Son 120.000 pesos.');
  });

  it('reads a clause that opens with its price as the price of what the clauses before it name', () => {
    const climbing = {
      title: 'Joining a climbing gym',
      description: '',
      prompt:
        'You are Marta, at a climbing gym. Day pass: 14 euros. Shoe rental: 3 euros. Beginner classes on Tuesdays ' +
        'and Thursdays at 19:00, 20 euros per class.',
    };
    const english = createTopicTextAnswerer(knowledge.scenes.topicText, (lemma) =>
      bilingualGlossary().englishWordsFor(lemma),
    );
    expect(english.answer('¿Cuánto cuesta la clase para principiantes?', climbing, anything)).toBe(
      'Son 20 euros por clase.',
    );
    expect(english.answer('¿Cuánto cuesta alquilar los zapatos?', climbing, anything)).toBe('Son 3 euros.');
  });

  it('answers yes with its price or its days of a thing an English topic has, and nothing of one it names only in part', () => {
    const climbing = {
      title: 'Joining a climbing gym',
      description: '',
      prompt:
        'You are Marta, at a climbing gym. Shoe rental: 3 euros. Beginner classes on Tuesdays at 19:00, 20 euros ' +
        'per class. Yoga on Mondays at 18:00.',
    };
    const english = createTopicTextAnswerer(knowledge.scenes.topicText, (lemma) =>
      bilingualGlossary().englishWordsFor(lemma),
    );
    expect(english.answer('¿Puedo alquilar zapatos?', climbing, anything)).toBe('Sí, son 3 euros.');
    expect(english.answer('¿Tenéis clases para principiantes?', climbing, anything)).toBe(
      'Sí, son 20 euros por clase.',
    );
    expect(english.answer('¿Hay yoga?', climbing, anything)).toBe('Sí, los lunes, a las seis de la tarde.');
    // "clases de yoga": no figure names both, and the beginners' price is not the yoga's
    expect(english.answer('¿Hay clases de yoga?', climbing, anything)).toBeUndefined();
    expect(english.answer('¿Tenéis toallas?', climbing, anything)).toBeUndefined();
    // which one is no question of yes or no
    expect(english.answer('¿Qué clases tenéis?', climbing, anything)).toBeUndefined();
  });

  it("says an English figure in Spanish digits, and picks none by a word's ending alone", () => {
    const post = {
      title: 'Sending a parcel',
      description: '',
      prompt:
        'You are Rosa, a clerk at the post office. A parcel to Spain costs 95,000 pesos by standard mail. National ' +
        'parcels cost 18,000 pesos. Standard mail takes 10 to 15 business days.',
    };
    const english = createTopicTextAnswerer(
      knowledge.scenes.topicText,
      (lemma) => ({ nacional: ['national'], paquete: ['parcel'] })[lemma] ?? [],
    );
    expect(english.answer('¿Cuánto cuesta un paquete nacional?', post, anything)).toBe('Son 18.000 pesos.');
    // "parcel" and "parcels", "cost" and "costs" pick neither price: none is said rather than a wrong one
    expect(english.answer('¿Cuánto cuesta el paquete?', post, anything)).toBeUndefined();
    // a length of time the topic gives in English is never made up beside it
    expect(english.holdsFigureAsked('¿Cuántos días tarda?', post)).toBe(true);
  });

  it('lists every price of an English topic for a question that names none of them, and one for one named', () => {
    const tickets = {
      title: 'Buying concert tickets',
      description: '',
      prompt:
        'You are Sofía, a ticket seller. Prices: general admission 650 pesos; balcony seats 900 pesos; VIP seats ' +
        '1,800 pesos. Maximum four tickets per person.',
    };
    const english = createTopicTextAnswerer(
      knowledge.scenes.topicText,
      (lemma) => ({ balcón: ['balcony'] })[lemma] ?? [],
    );
    expect(english.answer('¿Cuánto cuestan los boletos?', tickets, anything)).toBe(
      'Hay varios precios: 650, 900 o 1.800 pesos.',
    );
    expect(english.answer('¿Cuánto cuesta un boleto de balcón?', tickets, anything)).toBe('Son 900 pesos.');
    // never for a thing no price names: the seats' prices are not the parking's
    expect(english.answer('¿Cuánto cuesta el aparcamiento?', tickets, anything)).toBeUndefined();
    // a figure of a threshold is no price to list beside one
    const delivery = {
      title: 'Delivery',
      description: '',
      prompt: 'You are Ana. Delivery costs 30 euros and is free over 600 euros.',
    };
    expect(english.answer('¿Cuánto cuesta?', delivery, anything)).toBeUndefined();
  });

  it('says a rule that opens with its verb ("Está prohibido entrar…"), and no length of time for since when', () => {
    const kayaks = {
      title: 'Alquiler de kayaks',
      description: '',
      prompt:
        'Eres Marc, cerrajero desde hace quince años. Tardas unos 40 minutos en llegar. Está prohibido entrar en ' +
        'las cuevas. Es obligatorio llevar chaleco.',
    };
    expect(answerer.answer('¿Podemos entrar en las cuevas?', kayaks, anything)).toBe(
      'Está prohibido entrar en las cuevas.',
    );
    expect(answerer.answer('¿Hay que llevar chaleco?', kayaks, anything)).toBe('Es obligatorio llevar chaleco.');
    expect(answerer.answer('¿Cuánto tiempo tardas en llegar?', kayaks, anything)).toBe(
      'Tardo unos 40 minutos en llegar.',
    );
    // since when the partner is what it is: no time it takes to arrive, nor "de día" and "de noche" as lengths
    expect(answerer.answer('¿Hace cuánto tiempo usted es cerrajero?', kayaks, anything)).toBeUndefined();
    const locksmith = { ...kayaks, prompt: 'Eres Martín. Abrir una puerta cuesta 600 pesos de día y 900 de noche.' };
    expect(answerer.holdsFigureAsked('¿Cuánto tiempo tarda?', locksmith)).toBe(false);
  });

  it('says each rule after a label on its own ("Normas: …; …"), and names no figure by a lead with one inside', () => {
    const climbing = {
      title: 'Rocódromo',
      description: '',
      prompt:
        'Eres Iker. Normas: los menores de 16 años deben venir con un adulto; la primera vez es obligatorio firmar ' +
        'un documento de responsabilidad; no se puede escalar en la zona de cuerda sin haber hecho el curso de seguridad.',
    };
    expect(answerer.answer('¿Puedo escalar con cuerda hoy?', climbing, anything)).toBe(
      'No se puede escalar en la zona de cuerda sin haber hecho el curso de seguridad.',
    );
    expect(answerer.answer('¿Es obligatorio firmar un documento?', climbing, anything)).toBe(
      'La primera vez es obligatorio firmar un documento de responsabilidad.',
    );
    const pottery = {
      title: 'Taller de cerámica',
      description: '',
      prompt: 'Eres Lupita. Curso mensual: 8 clases de 2 horas (martes y jueves de 18:00 a 20:00), cuesta 2.400 pesos.',
    };
    for (const question of ['¿A qué hora son las clases?', '¿Cuánto cuesta el curso?'])
      expect(answerer.answer(question, pottery, anything) ?? '', question).not.toContain('Clases de horas');
  });

  it('says a note in brackets as an aside, not read out with its brackets', () => {
    const locksmith = {
      title: 'Cerrajero',
      description: '',
      prompt:
        'Eres Martín, cerrajero. Abrir una puerta cuesta 600 pesos de día y 900 pesos de noche (después de las 20:00).',
    };
    expect(answerer.answer('¿Cuánto cuesta abrir la puerta?', locksmith, anything)).toBe(
      'Abrir una puerta cuesta 600 pesos de día y 900 pesos de noche, después de las 20:00.',
    );
  });

  it('answers a question that names a day or a manner by the sentence that names it, figure or none', () => {
    const library = {
      title: 'En la biblioteca',
      description: '',
      prompt:
        'Eres Marta. El horario es de lunes a sábado de 8:30 a 19:30; los domingos está cerrada. Se pueden llevar ' +
        'hasta 3 libros durante 2 semanas. Si se entrega un libro tarde, la multa es de 5 pesos por día.',
    };
    expect(answerer.answer('¿La biblioteca está abierta el domingo?', library, anything)).toBe(
      'Los domingos está cerrada.',
    );
    expect(answerer.answer('¿A qué hora abre la biblioteca?', library, anything)).toBe(
      'El horario es de lunes a sábado de 8:30 a 19:30.',
    );
    expect(answerer.answer('¿Y qué pasa si devuelvo el libro tarde?', library, anything)).toContain('la multa');
  });

  it('says figures without the heading a prompt gives them ("Precios:"), with the thing they are of ("Cajas:")', () => {
    const bikes = {
      title: 'Alquiler de bicis',
      description: '',
      prompt: 'Eres Nerea. Precios: 5 euros la hora, 20 euros el día. Horario de verano: de 9:00 a 21:00.',
    };
    expect(answerer.answer('¿Cuánto cuesta una bici?', bikes, anything)).toBe('5 euros la hora, 20 euros el día.');
    expect(answerer.answer('¿A qué hora abrís?', bikes, anything)).toBe('De 9:00 a 21:00.');
  });

  it('says the one item asked of a price list under a heading ("Precios: corte de mujer, 28 euros; …")', () => {
    const salon = {
      title: 'En la peluquería',
      description: '',
      prompt:
        'Eres Jordi, peluquero en Gràcia. Precios: corte de mujer, 28 euros; corte de hombre, 16 euros; corte ' +
        'infantil, 11 euros; arreglo de barba, 8 euros. Duración: un corte de hombre, unos 30 minutos.',
    };
    expect(answerer.answer('¿Cuánto cuesta un corte de hombre?', salon, anything)).toBe('Corte de hombre, 16 euros.');
    expect(answerer.answer('¿Cuánto cuesta un corte infantil?', salon, anything)).toBe('Corte infantil, 11 euros.');
    // the sum of an order is no item's price (topic-totals.ts sums what was ordered)
    expect(answerer.answer('¿Cuánto es todo junto?', salon, anything)).toBeUndefined();
    expect(answerer.answer('¿Y el arreglo de barba, cuánto cuesta?', salon, anything)).toBe(
      'Arreglo de barba, 8 euros.',
    );
  });

  it('reads a clock time’s colon as no list, and says a long sentence up to the list its colon brings in', () => {
    const iceCream = {
      title: 'En la heladería',
      description: '',
      prompt: 'Eres Sofía. La heladería abre todos los días de 12:00 a 1:00 de la madrugada.',
    };
    expect(answerer.answer('¿Hasta qué hora están abiertos?', iceCream, anything)).toBe(
      'La heladería abre todos los días de 12:00 a 1:00 de la madrugada.',
    );
    const nanny = {
      title: 'Entrevista de niñera',
      description: '',
      prompt:
        'Eres Patricia. El trabajo es de lunes a viernes de 2:00 a 7:00 de la tarde: recoger a Valentina del ' +
        'colegio a las 2:30, darles la merienda, ayudar con las tareas y llevar a Mateo a natación los miércoles.',
    };
    expect(answerer.answer('¿Cuál es el horario?', nanny, anything)).toBe(
      'El trabajo es de lunes a viernes de 2:00 a 7:00 de la tarde.',
    );
  });

  it('says the one clause of a list that holds what is asked, never the list’s first', () => {
    const surf = withRole(
      'Eres Nacho, el monitor de la escuela Olas del Sur en la playa de la Victoria, Cádiz. Datos: clase de grupo de ' +
        'dos horas 35 euros por persona; clase particular 60 euros la hora; alquiler de tabla 10 euros al día; el ' +
        'neopreno está incluido en las clases.',
    );
    expect(answerer.answer('¿El neopreno está incluido?', surf, anything)).toBe(
      'El neopreno está incluido en las clases.',
    );
  });

  it('says an English topic’s labelled figure without its English label', () => {
    const museum = withRole('You sell tickets at the museum. Open Tuesday to Sunday, 10:00-18:00. Tickets: 12 euros.');
    expect(answerer.answer('¿Cuánto cuesta la entrada?', museum, anything)).toBe('12 euros.');
  });

  it('says an English topic’s one price in Spanish, and no duration when two could be meant', () => {
    const taxi = {
      title: 'Taxi ride',
      description: '',
      prompt: 'You are Jorge. The fare is 350 pesos. The ride takes about 40 minutes. You have driven for 12 years.',
    };
    expect(answerer.answer('¿Cuánto cuesta?', taxi, anything)).toBe('Son 350 pesos.');
    expect(answerer.answer('¿Cuánto tiempo tarda?', taxi, anything)).toBeUndefined();
    const short = { ...taxi, prompt: 'You are Jorge. The ride takes about 40 minutes.' };
    expect(answerer.answer('¿Cuánto tiempo tarda?', short, anything)).toBe('Unos 40 minutos.');
    // the times of one sentence said together, hours and minutes as one length of time
    const ferry = {
      ...taxi,
      prompt: 'You are Jordi. Ferries leave every day at 11:00 and 23:00; the crossing takes 7 hours 30 minutes.',
    };
    expect(answerer.answer('¿A qué hora sale?', ferry, anything)).toBe(
      'Todos los días, a las once de la mañana y a las once de la noche.',
    );
    expect(answerer.answer('¿Cuánto dura?', ferry, anything)).toBe('Son 7 horas y 30 minutos.');
  });

  it('says the English figure of the clause that names most of what is asked ("the grey sofa", not the blue one)', () => {
    const english = (lemma: string) =>
      ({ gris: ['grey'], azul: ['blue'], sofá: ['sofa'], entrega: ['delivery'] })[lemma] ?? [];
    const furniture = createTopicTextAnswerer(knowledge.scenes.topicText, english);
    const sofas = {
      title: 'Buying a sofa',
      description: '',
      prompt:
        "You are Javier. The grey sofa 'Nube' costs 450 euros; the blue corner sofa 'Brisa' costs 790 euros. " +
        'Delivery costs 30 euros and is free for orders over 600 euros.',
    };
    expect(furniture.answer('¿Cuánto cuesta el sofá gris?', sofas, anything)).toBe('Son 450 euros.');
    expect(furniture.answer('¿Cuánto cuesta el sofá azul?', sofas, anything)).toBe('Son 790 euros.');
    expect(furniture.answer('¿Cuánto cuesta la entrega?', sofas, anything)).toBe('Son 30 euros.');
    // both sofas' clauses name a sofa: no price rather than the wrong one
    expect(furniture.answer('¿Cuánto cuesta el sofá?', sofas, anything)).toBeUndefined();
  });

  it('says an English unit after its qualifier, a hyphened figure, the days with the hours, asked by accented lemma', () => {
    const english = (lemma: string) => ({ reparación: ['repair'], depósito: ['deposit'] })[lemma] ?? [];
    const shop = createTopicTextAnswerer(knowledge.scenes.topicText, english);
    const phones = {
      title: 'Returning a phone',
      description: '',
      prompt:
        'You are Marco. Returns are accepted within 15 days; a repair takes 10 working days; a loan phone is ' +
        'available for a 200-peso deposit; the shop is open Monday to Saturday from 10 am to 8 pm.',
    };
    expect(shop.answer('¿Cuánto tiempo tarda la reparación?', phones, anything)).toBe('Son 10 días laborables.');
    expect(shop.answer('¿Cuánto es el depósito?', phones, anything)).toBe('Son 200 pesos.');
    expect(shop.answer('¿A qué hora abren el domingo?', phones, anything)).toBe(
      'De lunes a sábado, de diez de la mañana a ocho de la noche.',
    );
  });
});

describe('a long sentence of clauses', () => {
  const flat = {
    title: 'Compartir piso en Valencia',
    description: '',
    prompt:
      'Eres Álvaro. El piso está en Ruzafa, tiene tres habitaciones y balcón; la habitación cuesta 420 € al mes, gastos incluidos (agua, luz e internet); hay un gato, Mochi; no se fuma dentro; disponible a partir del 1 de octubre.',
  };

  it('says each clause with a verb on its own when the whole is too long to say', () => {
    expect(answerer.answer('¿Tiene balcón el piso?', flat, anything)).toBe(
      'El piso está en Ruzafa, tiene tres habitaciones y balcón.',
    );
    expect(answerer.answer('¿Se puede fumar?', flat, anything)).toBe('No se fuma dentro.');
  });

  it('answers a question about a kind with the fact of one of its members, a name inside it', () => {
    expect(answerer.answer('¿Hay animales en el piso?', flat, anything)).toBe('Hay un gato, Mochi.');
  });
});

describe('a question that names a thing', () => {
  it('is answered only by a fact that names it, never by one sharing a verb', () => {
    const office = {
      title: 'Oficina de turismo en Cartagena',
      description: '',
      prompt:
        'Sois la oficina de turismo. El tour a pie sale todos los días a las 9:00. Se recomienda llevar protector solar, agua y sombrero.',
    };
    expect(answerer.answer('¿Qué barrio me recomienda para salir de noche?', office, anything)).toBeUndefined();
    expect(answerer.answer('¿Qué me recomienda llevar?', office, anything)).toBe(
      'Se recomienda llevar protector solar, agua y sombrero.',
    );
  });
});

describe('a prompt that speaks as the business', () => {
  it('says a "we" that gives a figure, never a "we" of the prompt writer', () => {
    const bikes = {
      title: 'Alquiler de bicis',
      description: '',
      prompt:
        'Eres Nerea, empleada de una tienda de bicis. Abrimos de 9:00 a 20:00 todos los días. Queremos que el alumno practique el pretérito.',
    };
    expect(answerer.answer('¿A qué hora cerráis?', bikes, anything)).toBe('Abrimos de 9:00 a 20:00 todos los días.');
    expect(answerer.answer('¿Qué queréis?', bikes, anything)).toBeUndefined();
  });

  it('answers of a kind the fact names after a list ("…de spinning …, y de yoga los martes"), not of another', () => {
    const gym = {
      title: 'Joining a gym',
      description: '',
      prompt:
        'Eres Camilo. Hay clases de spinning a las 7:00 y a las 19:00, y de yoga los martes y jueves a las 18:00.',
    };
    const classes = 'Hay clases de spinning a las 7:00 y a las 19:00, y de yoga los martes y jueves a las 18:00.';
    expect(answerer.answer('¿Hay clases de yoga?', gym, anything)).toBe(classes);
    expect(answerer.answer('¿Hay clases de pilates?', gym, anything)).toBeUndefined();
  });

  it('answers an hour asked on a day with the hour, not the sentence that only names the day', () => {
    const trip = {
      title: 'Excursión a Toledo',
      description: '',
      prompt:
        'Eres Álvaro, guía. La excursión a Toledo es el sábado. Salimos a las 8:30 de la Plaza de España y volvemos ' +
        'a las 19:00. El precio es de 45 euros e incluye el autobús.',
    };
    const departure = 'Salimos a las 8:30 de la Plaza de España y volvemos a las 19:00.';
    expect(answerer.answer('¿A qué hora salimos el sábado?', trip, anything)).toBe(departure);
    // where it leaves from is where it is said to leave from, not the price that names the bus
    expect(answerer.answer('¿De dónde sale el autobús?', trip, anything)).toBe(departure);
    // a day that is closed still answers the hour asked of it
    const shop = {
      title: 'La tienda',
      description: '',
      prompt: 'Eres Rosa. Abrimos de 9 a 20; los domingos está cerrado.',
    };
    expect(answerer.answer('¿A qué hora abrís el domingo?', shop, anything)).toBe('Los domingos está cerrado.');
  });

  it('says a "we" that names a day of the week ("los domingos cerramos")', () => {
    const bakery = {
      title: 'En la panadería',
      description: '',
      prompt: 'Eres Ramón, el panadero. La barra cuesta 1,20 euros. Abrimos de 7 a 14 h; los domingos cerramos.',
    };
    expect(answerer.answer('¿Abren el domingo?', bakery, anything)).toBe('Los domingos cerramos.');
    expect(answerer.answer('¿Puedo recogerla el domingo?', bakery, anything)).toBe('Los domingos cerramos.');
    // the fact of the day asked comes before the week's hours
    const garage = {
      title: 'En el taller',
      description: '',
      prompt: 'Eres Javi. El taller abre de lunes a sábado de 9:30 a 14:00; los domingos está cerrado.',
    };
    expect(answerer.answer('¿Abrís el domingo?', garage, anything)).toBe('Los domingos está cerrado.');
  });
});

describe('a question of times that names its thing', () => {
  it('is answered by that thing\'s times, never by another\'s, and no heading ("Datos:") is read aloud', () => {
    const office = {
      title: 'Oficina de turismo',
      description: '',
      prompt:
        'Eres Camila. Datos: hay un tour a pie gratuito todos los días a las 9:00 y a las 16:00; la entrada al ' +
        'Castillo San Felipe cuesta 33.000 pesos y abre de 8:00 a 18:00.',
    };
    expect(answerer.answer('¿A qué hora sale el tour?', office, anything)).toMatch(/^Hay un tour/u);
    expect(answerer.answer('¿A qué hora cierra el castillo?', office, anything)).toMatch(/Castillo San Felipe/u);
    expect(answerer.answer('¿A qué hora abre el museo?', office, anything)).toBeUndefined();
  });
});

describe('a prompt that lists what the role is after its name', () => {
  it('says each "you" clause in the role\'s voice ("tienes 27 años" → "Tengo 27 años")', () => {
    const exchange = {
      title: 'Intercambio',
      description: '',
      prompt: 'Eres Irene, tienes 27 años, eres de Zaragoza y vives en Valencia desde hace tres años.',
    };
    expect(answerer.answer('¿Cuántos años tienes?', exchange, anything)).toBe('Tengo 27 años.');
    expect(answerer.answer('¿Dónde vives?', exchange, anything)).toBe('Vivo en Valencia desde hace tres años.');
    // a question of the role's own life is answered by the fact that opens as its answer (scenes.json ownLife)
    expect(answerer.answer('¿De dónde eres?', exchange, anything)).toBe('Soy de Zaragoza.');
  });
});

describe('a label that names a thing', () => {
  it('is the subject of a clause after it that opens with its verb', () => {
    const station = {
      title: 'En la estación',
      description: '',
      prompt:
        'Eres Marta, de la boletería. Trenes a Rosario: salen todos los días a las 7:15 y a las 18:40; el viaje ' +
        'dura unas seis horas y media.',
    };
    expect(answerer.answer('¿A qué hora salen los trenes?', station, anything)).toBe(
      'Salen todos los días a las 7:15 y a las 18:40.',
    );
  });
});

describe('a label that says its figure is a length', () => {
  const winery = {
    title: 'Degustación en una bodega de Mendoza',
    description: 'Quiero visitar una bodega.',
    prompt:
      'Sos guía en la Bodega Los Álamos.\n- Visitas guiadas de martes a domingo a las 10:00 y 15:30.\n' +
      '- Duración: 1 hora y media (viñedos, bodega y degustación).\n- Desde el centro, 40 minutos en el colectivo 380.\n' +
      '- Los días de lluvia no hay visitas al viñedo.',
  };

  it('is the length of the topic’s own event: one the title, the fact or a timetable names', () => {
    const said = 'La duración es de 1 hora y media (viñedos, bodega y degustación).';
    expect(answerer.answer('¿Cuánto dura la visita?', winery, anything)).toBe(said);
    // a noun the topic never names beside one the title does
    expect(answerer.answer('¿Cuántas horas es el recorrido por la bodega?', winery, anything)).toBe(said);
  });

  it('is not the length of a thing the topic never names, nor of one another fact is about', () => {
    expect(answerer.answer('¿Cuánto dura el vuelo?', winery, anything)).toBeUndefined();
    expect(answerer.answer('¿Cuánto dura el colectivo?', winery, anything) ?? '').not.toContain('hora y media');
  });
});

describe('a museum’s free day and its denials', () => {
  const museum = {
    title: 'Museo en Quito',
    description: '',
    prompt:
      'Trabajas en la boletería del museo.\n- Horario: martes a domingo, de 9:00 a 17:30 (última entrada a las 16:45).\n' +
      '- El primer domingo de cada mes la entrada es gratuita para todos.\n' +
      '- No se puede entrar con mochilas grandes, hay guardarropa gratis.',
  };
  const freeDay = 'El primer domingo de cada mes la entrada es gratuita para todos.';

  it('answers "¿Hay algún día…?" with the day, and "sin pagar" as "gratis"', () => {
    expect(answerer.answer('¿Hay algún día que se pueda entrar sin pagar?', museum, anything)).toBe(freeDay);
    expect(answerer.answer('¿Qué día es gratis la entrada?', museum, anything)).toBe(freeDay);
  });

  it('says a denial only of the things it names', () => {
    const denial = 'No se puede entrar con mochilas grandes, hay guardarropa gratis.';
    expect(answerer.answer('¿Puedo entrar con mi mochila?', museum, anything)).toBe(denial);
    // entering with a backpack is denied, which tells nothing of children
    expect(answerer.answer('¿Los niños entran gratis?', museum, anything)).not.toBe(denial);
  });
});

describe('an item with no verb whose last word says what holds of it', () => {
  const paddle = {
    title: 'Paddle surf en Cádiz',
    description: '',
    prompt:
      'Trabajas en un puesto de alquiler en la playa.\n- Tabla: 15 euros la hora.\n- Chaleco salvavidas incluido.\n' +
      '- Toallas obligatorias.',
  };

  it('is said with its verb, to a question of the thing', () => {
    expect(answerer.answer('¿Necesito el chaleco?', paddle, anything)).toBe('El chaleco salvavidas está incluido.');
    expect(answerer.answer('¿Hay que traer toallas?', paddle, anything)).toBe('Las toallas son obligatorias.');
  });
});

describe('a price list of named items', () => {
  // each part between semicolons names its item before a colon: no part is a heading of the others
  const workshop = {
    title: 'En el taller de cerámica',
    description: '',
    prompt:
      'Eres Olga, la profesora del taller. Clase suelta: 25 euros; bono de cuatro clases: 90 euros; cocer ' +
      'cada pieza en el horno cuesta 5 euros.',
  };

  it('answers each item by its own part, said with its name', () => {
    expect(answerer.answer('¿Cuánto cuesta una clase suelta?', workshop, anything)).toBe('Clase suelta: 25 euros.');
    expect(answerer.answer('¿Y el bono?', workshop, anything)).toBe('Bono de cuatro clases: 90 euros.');
    expect(answerer.answer('¿Cuánto cuesta el horno?', workshop, anything)).toBe(
      'Cocer cada pieza en el horno cuesta 5 euros.',
    );
  });

  it('never says a figure without the item it is the price of', () => {
    for (const question of ['¿Cuánto cuesta una clase suelta?', '¿Cuánto cuesta el bono?'])
      expect(answerer.answer(question, workshop, anything)).not.toMatch(/^\d/u);
  });
});

describe('a thing narrowed by one the topic never names', () => {
  it('is not answered by the fact of the thing alone', () => {
    const bakery = {
      title: 'En la panadería',
      description: '',
      prompt: 'Eres Ramón, el panadero. El pan de barra cuesta 1,20 euros. Los cruasanes son de mantequilla.',
    };
    expect(answerer.answer('¿Tiene pan sin gluten?', bakery, anything)).toBeUndefined();
    expect(answerer.answer('¿Los cruasanes son de mantequilla?', bakery, anything)).toBe(
      'Los cruasanes son de mantequilla.',
    );
  });
});

describe('an English topic’s hours', () => {
  const shop = (prompt: string) => ({ title: 'Returning a jacket', description: '', prompt });

  it.each([
    ['You are Daniela, a shop assistant. Open 9am to 8pm.', 'De nueve de la mañana a ocho de la noche.'],
    ['You are Tom. We open at 7:30 a.m. on weekdays.', 'Entre semana, a las siete y media de la mañana.'],
    ['You are Tom. The desk is open 9 to 5pm.', 'De nueve de la mañana a cinco de la tarde.'],
    ['You are Ana. Opening hours: 10:00–14:00.', 'De diez de la mañana a dos de la tarde.'],
    ['You are Ana. We close at 1 pm.', 'A la una de la tarde.'],
    // a phrase of several days starts hours of its own, said in Spanish
    [
      'You are Ana. Open Monday to Friday 10:00 to 23:00, weekends 10:00 to 21:00.',
      'De lunes a viernes, de diez de la mañana a once de la noche, y los fines de semana, de diez de la mañana a nueve de la noche.',
    ],
    [
      'You are Ana. Open Monday to Friday 9:00 to 20:00; Saturday and Sunday 10:00 to 14:00.',
      'De lunes a viernes, de nueve de la mañana a ocho de la noche, y los sábados y los domingos, de diez de la mañana a dos de la tarde.',
    ],
  ])('says %s in Spanish', (prompt, said) => {
    expect(answerer.answer('¿A qué hora abren?', shop(prompt), anything)).toBe(said);
  });

  it('says a time no words say in figures, and the topic holds it, so none is made up', () => {
    const odd = shop('You are Ana. We open at 9:40am.');
    expect(answerer.answer('¿A qué hora abren?', odd, anything)).toBe('A las 9:40.');
    expect(answerer.holdsFigureAsked('¿A qué hora abren?', odd)).toBe(true);
  });
});

describe('a question whose words no fact holds', () => {
  it('finds the fact of the same word family ("alergias", "alérgico"), never by a short stem', () => {
    const nanny = { title: 'Niñera', description: '', prompt: 'Eres Patricia. Mateo es alérgico a las nueces.' };
    expect(answerer.answer('¿Algún niño tiene alergias?', nanny, anything)).toBe('Mateo es alérgico a las nueces.');
    expect(answerer.answer('¿Hay un precio especial?', nanny, anything)).toBeUndefined();
  });
});

describe('instructions to the role', () => {
  it('never says what the prompt tells the role to do in the conversation as a fact of its own', () => {
    const claim = {
      title: 'Reclamación',
      description: '',
      prompt: 'Eres Carmen. Al final das el número de radicado: 45-7781. Abres de lunes a viernes.',
    };
    expect(answerer.answer('¿Me da el número de radicado?', claim, anything)).toBeUndefined();
    expect(answerer.answer('¿Qué días abres?', claim, anything)).toBe('Abro de lunes a viernes.');
  });
});

describe('a recommendation the prompt quotes or labels', () => {
  const florist = withRole(
    'Eres Rocío, florista en Murcia. Si te piden consejo, dices: «Te recomiendo las rosas rojas; duran una semana y ' +
      'huelen muy bien». Tu consejo de siempre: cambiar el agua del jarrón cada dos días.',
  );
  const school = withRole(
    'Eres Teo, de una academia de música. Tu recomendación: empezar con dos clases a la semana para tocar con soltura.',
  );

  it('says the quoted words as the role’s own, and a labelled doing as a recommendation', () => {
    expect(answerer.answer('¿Qué me recomiendas?', florist, anything)).toBe(
      'Te recomiendo las rosas rojas; duran una semana y huelen muy bien.',
    );
    expect(answerer.answer('¿Qué me recomiendas para tocar mejor?', school, anything)).toBe(
      'Te recomiendo empezar con dos clases a la semana para tocar con soltura.',
    );
  });

  it('gives the one recommendation to a question that names nothing, but not one for another thing told', () => {
    const chemist = withRole('Eres Ana, farmacéutica. Para el resfriado recomiendas miel con limón y descansar.');
    expect(answerer.answer('¿Qué me recomienda?', chemist, anything, 'Creo que estoy resfriada.')).toBe(
      'Para el resfriado, te recomiendo miel con limón y descansar.',
    );
    expect(answerer.answer('¿Qué me recomienda?', chemist, anything, 'Me duele la espalda.')).toBeUndefined();
  });

  it('never says a clause of a recommendation without what it recommends', () => {
    // «rojas» is a word the partner cannot vouch for here: the quote is left unsaid, and so is «duran una semana…»
    const unsure = (sentence: string) => !/rojas/u.test(sentence);
    expect(answerer.answer('¿Qué me recomiendas?', florist, unsure) ?? '').not.toMatch(/^Duran una semana/u);
  });
});

describe('a name the question gives', () => {
  it('is answered only by a fact that names it, never by the fact of another place', () => {
    const ferries = withRole(
      'Eres Nuria y vendes billetes en el puerto. A Mallorca el barco sale a las 23:00. A Menorca hay salidas a ' +
        'las 9:00 y a las 21:00.',
    );
    expect(answerer.answer('¿A qué hora sale a Menorca?', ferries, anything)).toBe(
      'A Menorca hay salidas a las 9:00 y a las 21:00.',
    );
    // "barco", which only the Mallorca fact names, makes no answer of it for Menorca
    expect(answerer.answer('¿A qué hora sale el barco a Menorca?', ferries, anything) ?? '').not.toMatch(/Mallorca/u);
  });
});

describe('an English topic’s prices for different units', () => {
  it('gives the price for the unit the question asks it for, and none where it asks for no unit', () => {
    const rental = withRole('You are Pau at a bike rental shop. Bike: 5 euros per hour or 20 euros per day.');
    expect(answerer.answer('¿Cuánto cuesta por día?', rental, anything)).toBe('Son 20 euros al día.');
    expect(answerer.answer('¿Cuánto cuesta por hora?', rental, anything)).toBe('Son 5 euros por hora.');
    expect(answerer.answer('¿Cuánto cuesta?', rental, anything) ?? '').not.toBe('Son 5 euros por hora.');
  });
});

describe('the role’s own words and its business’s “we”', () => {
  const bakeryClass = (rules: string) => withRole(`Eres Toni, panadero del obrador Espiga, en Zaragoza. ${rules}`);

  it('reads what the business does, said with "we" or with a "because" clause, as a fact', () => {
    const denied = bakeryClass('No podemos hornear pan sin levadura porque trabajamos con masa madre.');
    expect(answerer.answer('¿Podéis hacer pan sin levadura?', denied, anything)).toBe(
      'No podemos hornear pan sin levadura porque trabajamos con masa madre.',
    );
    // a verb in the "porque" clause ("usas") is no command to the role
    const told = bakeryClass('No horneas pan sin levadura porque usas siempre masa madre.');
    expect(answerer.answer('¿Hay pan sin levadura?', told, anything)).toBe(
      'No horneo pan sin levadura porque uso siempre masa madre.',
    );
    // the talk's own "we" is no fact of the business
    const talk = bakeryClass('Hablamos de las recetas de tu abuela.');
    expect(answerer.answer('¿Hablamos de recetas?', talk, anything)).toBeUndefined();
  });

  it('says the words a prompt quotes for the role, without the instruction bringing them in', () => {
    const quoted = bakeryClass(
      'Si te preguntan por el curso, explicas: «El curso dura tres semanas. Horneamos pan de centeno y cruasanes».',
    );
    expect(answerer.answer('¿Cuánto dura el curso?', quoted, anything)).toBe('El curso dura tres semanas.');
    expect(answerer.answer('¿Qué pan horneáis en el curso?', quoted, anything)).toBe(
      'Horneamos pan de centeno y cruasanes.',
    );
  });
});

describe('a name the question gives', () => {
  it('is no answer alone: the fact must share what is asked of the one named', () => {
    const clinic = withRole(
      'Eres Rocío, recepcionista de la clínica Mar. El doctor Ibarra atiende los martes. La consulta cuesta 50 euros.',
    );
    expect(answerer.answer('¿El doctor Ibarra habla alemán?', clinic, anything)).toBeUndefined();
    expect(answerer.answer('¿Qué días atiende el doctor Ibarra?', clinic, anything)).toBe(
      'El doctor Ibarra atiende los martes.',
    );
  });
});

describe('a thing asked of, over a rule or a shared verb', () => {
  const rental = withRole(
    'Eres Pau, de Kayaks Cala Blava. Precios: 14 euros la hora, 40 euros el día. La neverita para bebidas cuesta 3 ' +
      'euros. No alquiláis tablas de surf. Los menores de 14 años tienen que ir con un adulto.',
  );

  it('answers of the thing a turn that tells an age asks about, not with the rule for ages', () => {
    expect(answerer.ageRule('Mi hijo tiene diez años. ¿Puede ir solo?', rental, anything)).toBe(
      'Los menores de 14 años tienen que ir con un adulto.',
    );
    expect(answerer.ageRule('Mi hijo tiene diez años. ¿Cuánto cuesta la nevera?', rental, anything)).toBeUndefined();
    // a diminutive the lexicon lacks names its noun
    expect(answerer.answer('¿Cuánto cuesta la nevera?', rental, anything)).toBe(
      'La neverita para bebidas cuesta 3 euros.',
    );
  });

  it('gives no sentence without a figure that shares only a verb with a price asked', () => {
    const kayaks = { ...rental, title: 'Alquiler de kayaks' };
    expect(answerer.answer('¿Cuánto cuesta alquilar un kayak para todo el día?', kayaks, anything)).toBe(
      '14 euros la hora, 40 euros el día.',
    );
  });
});

describe('an age is no length of time', () => {
  it('answers no question of how long with a rule for ages', () => {
    const boats = withRole(
      'Eres Iñaki, del embarcadero. Los menores de 10 años no pueden remar solos. La vuelta al lago dura 40 minutos.',
    );
    expect(answerer.answer('¿Cuánto dura la vuelta?', boats, anything)).toBe('La vuelta al lago dura 40 minutos.');
    const rule = withRole('Eres Iñaki, del embarcadero. Los menores de 10 años no pueden remar solos.');
    expect(answerer.answer('¿Cuánto tarda?', rule, anything)).toBeUndefined();
  });
});

describe('a recommendation of a thing the topic names', () => {
  it('recommends a definite thing the prompt names elsewhere too', () => {
    const school = withRole(
      'Eres Nerea, de la escuela de vela Ondarreta. Hay una clase de iniciación los sábados y una clase avanzada los ' +
        'domingos. Recomiendas la clase de iniciación porque es más tranquila.',
    );
    expect(answerer.answer('¿Qué clase me recomiendas?', school, anything)).toBe(
      'Te recomiendo la clase de iniciación porque es más tranquila.',
    );
  });

  it('reads no place that locates the thing asked, nor a thing told before as one a fact names', () => {
    const cooking = withRole(
      'Eres Amparo y das una clase de paella. Quedamos a las 10:30 en la puerta del Mercado Central y luego cocinamos ' +
        'aquí, en el taller. Se puede pagar en efectivo o con tarjeta.',
    );
    // the parking is what is asked: the meeting point "en el taller" is not it
    expect(answerer.answer('¿Hay algún aparcamiento cerca del taller?', cooking, anything)).toBeUndefined();
    expect(answerer.answer('¿Qué hay cerca del taller?', cooking, anything)).toMatch(/taller/u);
    // "con él" is the insurance told before, which no fact names: the way to pay is no answer
    expect(
      answerer.answer('¿Ustedes trabajan con él o tendría que pagar yo?', cooking, anything, 'Tengo un seguro médico.'),
    ).toBeUndefined();
    expect(answerer.answer('¿Se puede pagar con tarjeta?', cooking, anything)).toMatch(/tarjeta/u);
  });

  it('gives no one item’s price for a whole of several things', () => {
    const vet = withRole(
      'Eres Carmen, veterinaria. Consulta: 35 euros. Vacuna de la rabia: 30 euros. Microchip: 40 euros.',
    );
    expect(
      answerer.answer('¿Cuánto cuestan la vacuna de la rabia y el microchip juntos?', vet, anything),
    ).toBeUndefined();
    expect(answerer.answer('¿Cuánto cuesta la vacuna de la rabia?', vet, anything)).toMatch(/30 euros/u);
  });
});

describe('a price asked of a doing', () => {
  it('is not answered by a sentence without a figure that never names the doing', () => {
    const laundry = withRole(
      'Trabajas en una lavandería. Secadora: 1 € cada 10 minutos. Está prohibido lavar alfombras y ropa de animales ' +
        'en las lavadoras pequeñas.',
    );
    expect(answerer.answer('¿Cuánto cuesta secar la ropa?', laundry, anything) ?? '').not.toMatch(/prohibido/u);
  });
});

describe('an item of a fact sheet with a figure and no verb', () => {
  it('is a fact, said without its bullet; a title with no figure is none', () => {
    const museum = withRole(
      'Trabajas en la taquilla del museo.\n- Visitas guiadas en español a las 10:00 y a las 15:00.\n- La visita dura ' +
        'una hora.\n- Reunión de guías en la sala grande.',
    );
    expect(answerer.answer('¿A qué hora son las visitas guiadas?', museum, anything)).toBe(
      'Visitas guiadas en español a las 10:00 y a las 15:00.',
    );
    expect(answerer.answer('¿Dónde es la reunión de guías?', museum, anything)).toBeUndefined();
  });
});
