/**
 * Deck lists as a player types them (plain text, card names), generated from the rules libraries' ready-made
 * and sample decks: libs/rules/blades-of-ash readyDecks(), libs/rules/warlords-of-terra sampleWotDeck(),
 * libs/rules/ecg sampleEcgDeck(). The e2e project depends on no game library, so they are written out.
 */

/** Orden del Alba (readyDecks()[0]) with Spanish names. */
export const ALBA_ES_TEXT =
  'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\n1 Maera de los Siete Votos\n1 Ser Odrán, Escudo del Alba\n1 Gaveth el Portaestandarte\n1 Borro Tresmonedas\nAcciones\n2 Estocada del Alba\n2 Golpe de Martillo\n2 Carga Sagrada\n2 Sentencia\n2 Bloqueo con Escudo\n2 Respuesta del Acero\n2 Espada Bendita\n2 Plegaria de Fuerza\n2 Pulso Firme\n2 Oración de Sanación\n2 Voto de Venganza\n2 Tajo a Sueldo\n2 Grito de Guerra\n2 Parada\n1 Arenga\n1 Espada Mellada\n1 Botín de Guerra';

/** The same Orden del Alba list with English names. */
export const ALBA_EN_TEXT =
  'Faction: Order of the Dawn\nHeroes\n1 Belain Thalier\n1 Maera of the Seven Vows\n1 Ser Odran, Shield of the Dawn\n1 Gaveth the Standard-Bearer\n1 Borro Threecoins\nActions\n2 Dawn Thrust\n2 Hammer Blow\n2 Holy Charge\n2 Verdict\n2 Shield Block\n2 Steel Riposte\n2 Blessed Sword\n2 Prayer of Might\n2 Steady Hand\n2 Healing Prayer\n2 Oath of Vengeance\n2 Hired Slash\n2 War Cry\n2 Parry\n1 Rallying Cry\n1 Notched Sword\n1 Spoils of War';

/** Corte del Cuervo (readyDecks()[3]) with Spanish names. */
export const CUERVO_ES_TEXT =
  'Facción: Corte del Cuervo\nHéroes\n1 Nox Mediaseda\n1 Sable Ruanegra\n1 Ayranel, Capa de Cuervo\n1 Mirel la Susurrante\n1 Hask Sal de Mar\nAcciones\n2 Daga Envenenada\n2 Puñalada Trapera\n2 Belladona\n2 Nube Tóxica\n2 Sangre Ponzoñosa\n2 Frasco de Veneno\n2 Esquivar\n2 Golpe de Gracia\n2 Zarpazo Umbrío\n2 Marca del Cazador\n2 Velo de Plumas\n2 Antídoto\n2 Vendas Limpias\n2 Tajo a Sueldo\n1 Dado Cargado\n1 Ojos del Cuervo';

/** A legal 66-card Warlords of Terra list (sampleWotDeck) against the sample catalog. */
export const WOT_ES_TEXT =
  'Héroe\n1 Grask, Señor de la Forja\nMazo de batalla\n3 Guerrero de Hierro\n3 Arquero del Páramo\n3 Bestia de Carga\n3 Grito de Guerra\n3 Lanzador de Rocas\n3 Saqueador\n3 Chamán de Ceniza\n3 Muro de Escudos\n3 Carga Brutal\n3 Jinete de Lobos\n3 Rugido Ancestral\n3 Centinela de Basalto\n3 Tambores de Guerra\n1 Korrag el Tuerto\nMazo de construcción\n3 Fragua Tribal\n3 Campamento de Guerra\n3 Mina de Hierro\n3 Tótem de Sangre\n3 Empalizada\nPrebanquillo\n2 Emboscada\n2 Verdugo del Clan\n2 Cubil de Bestias\n1 Martillo de los Reyes\n1 Trono de Cráneos\n2 Mercader Errante';

/**
 * A legal Warlords of Terra list with two legendaries in the main deck (Martillo de los Reyes, Dragón
 * de Obsidiana) and a third (Furia del Volcán) in the pre-sideboard: legal under a legendary cap of 2
 * (002 C.5), so swapping the third in for a card that is not legendary breaks the cap.
 */
export const WOT_LEGENDS_ES_TEXT =
  'Héroe\n1 Grask, Señor de la Forja\nMazo de batalla\n3 Guerrero de Hierro\n3 Arquero del Páramo\n3 Bestia de Carga\n3 Grito de Guerra\n3 Lanzador de Rocas\n3 Saqueador\n3 Chamán de Ceniza\n3 Muro de Escudos\n3 Carga Brutal\n3 Jinete de Lobos\n3 Rugido Ancestral\n3 Centinela de Basalto\n1 Tambores de Guerra\n1 Korrag el Tuerto\n1 Martillo de los Reyes\n1 Dragón de Obsidiana\nMazo de construcción\n3 Fragua Tribal\n3 Campamento de Guerra\n3 Mina de Hierro\n3 Tótem de Sangre\n3 Empalizada\nPrebanquillo\n2 Emboscada\n2 Verdugo del Clan\n2 Cubil de Bestias\n1 Furia del Volcán\n1 Trono de Cráneos\n2 Mercader Errante';

/** A legal ECG list (sampleEcgDeck) against the sample catalog. */
export const ECG_ES_TEXT =
  'Héroe\n1 Aurelia, Heraldo del Alba\nRecurso\n1 Fe\nMazo\n3 Lancero Solar\n3 Acólito del Alba\n3 Guardia del Templo\n3 Arquero de Oro\n3 Paladín Radiante\n3 Heraldo de Luz\n2 General Solenne\n3 Espada de Alquiler\n3 Capitán Errante\n3 Carga Coordinada\n3 Emboscada Nocturna\n3 Retirada Táctica\n3 Botín de Guerra\n2 Contraataque';
