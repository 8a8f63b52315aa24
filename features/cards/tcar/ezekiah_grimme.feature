@card:19002
Feature: Ezekiah Grimme
  When attaching a spell to a card, increase the spell's ghost rock cost by the number of
  copies of that spell in play.  React, Boot: After your dude successfully casts a spell
  attached to them, if the pull was a spell, you may attach it to that dude, booted (paying
  all costs).  Noon, Boot: Boot your skilled dude to reveal the top 5 cards of your deck. If
  you revealed a spell you have less than 2 copies of in play, you may attach it to that
  dude (paying all costs). Shuffle the remaining revealed cards into your deck.

  Steele Archer is a Huckster 2; Blood Curse (cost 1, value 12) is a Noon Hex 9.

  Background:
    Given the board "shootout"
    And Player1's legend is "Ezekiah Grimme"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Blood Curse |
      | Pancho Castillo | Town Square |             |

  @ruling:ezekiah-raises-every-players-spells
  Scenario: A spell costs 1 more for each copy of it in play, whoever's it is
    Given Player1 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Player1's home | Blood Curse |
    And Player1's hand is "Blood Curse #2"
    And Player2's hand is "Blood Curse #3"
    And Player2 has 2 ghost rock
    And Player2 has these dudes:
      | dude             | at             |
      | Steele Archer #2 | Player2's home |
    And Player1's hand is "Blood Curse #2, Shotgun"
    And Player1 has 6 ghost rock
    When Player1 attaches "Shotgun" to "Steele Archer"
    Then Player1 has 3 ghost rock
    When Player2 attaches "Blood Curse #3" to "Steele Archer #2"
    Then Player2 has 0 ghost rock
    When Player1 attaches "Blood Curse #2" to "Steele Archer"
    Then Player1 has 0 ghost rock
    And the log contains "Player1 attaches Blood Curse #2 to Steele Archer for 3 ghost rock"

  Scenario: A spell pulled to cast a spell is attached to its caster, booted, paying its raised cost
    Paying all costs, the spell goes onto its caster though he is booted and away from home.
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments |
      | Steele Archer   | Town Square | yes    | Blood Curse |
      | Pancho Castillo | Town Square |        |             |
    And Player1's deck is "Blood Curse #2, Shadow Walk"
    When Player1 uses "Blood Curse"
    And Player1 selects "Pancho Castillo"
    And Player1 reacts with "Ezekiah Grimme"
    Then "Blood Curse #2" is attached to "Steele Archer"
    And "Blood Curse #2" is booted
    And "Ezekiah Grimme" is booted
    And Player1 has 3 ghost rock
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 5 with QH + 2 = 14 against difficulty 9
      Player1 uses Ezekiah Grimme
      Player1 attaches Blood Curse #2 to Steele Archer for 2 ghost rock
      Player1 boots Blood Curse #2
      """

  Scenario: A pull that is not a spell offers nothing
    Given Player1's deck is "Sheriff Dave Montreal, Shadow Walk"
    When Player1 uses "Blood Curse"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 influence
    And "Ezekiah Grimme" is unbooted
    And "Sheriff Dave Montreal" is in Player1's discard pile

  Scenario: A pulled Goods is no spell: nothing is offered
    Given Player1's deck is "Flame-Thrower, Shadow Walk"
    When Player1 uses "Blood Curse"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 influence
    And "Ezekiah Grimme" is unbooted
    And "Flame-Thrower" is in Player1's discard pile

  Scenario: A pulled spell its player cannot pay for is not offered
    Given Player1 has 1 ghost rock
    And Player1's deck is "Blood Curse #2, Shadow Walk"
    When Player1 uses "Blood Curse"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 influence
    And "Ezekiah Grimme" is unbooted
    And "Blood Curse #2" is in Player1's discard pile

  Scenario: A failed cast offers nothing, even on a spell pulled
    Given Player1's deck is "Soul Blast, Shadow Walk"
    When Player1 uses "Blood Curse"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 influence
    And "Ezekiah Grimme" is unbooted
    And "Soul Blast" is in Player1's discard pile

  Scenario: At noon a skilled dude boots to reveal five cards and takes a spell from them
    Given Player1's deck is "Pancho Castillo #2, Soul Blast, Shadow Walk, Clyde Owens, Jake Smiley, Blood Curse #2"
    When Player1 uses "Ezekiah Grimme"
    And Player1 selects "Steele Archer"
    Then the options are:
      """
      Soul Blast
      Shadow Walk
      done
      """
    When Player1 selects "Shadow Walk"
    Then "Shadow Walk" is attached to "Steele Archer"
    And "Steele Archer" is booted
    And "Ezekiah Grimme" is booted
    And Player1 has 5 ghost rock
    And Player1 has 5 cards in their deck
    And the log contains in order:
      """
      Player1 uses Ezekiah Grimme
      Player1 looks at the top 5 cards of their deck
      Player1 reveals Pancho Castillo #2, Soul Blast, Shadow Walk, Clyde Owens, Jake Smiley
      Player1 attaches Shadow Walk to Steele Archer for 0 ghost rock
      Player1 shuffles the revealed cards into their deck
      """

  Scenario: Only a skilled dude may be booted, and a spell you have 2 copies of in play is not offered
    Another player's copies do not count.
    Given Player1 has these dudes:
      | dude            | at          | attachments             |
      | Steele Archer   | Town Square | Blood Curse, Soul Blast |
      | Pancho Castillo | Town Square | Soul Blast #2           |
    And Player2 has these dudes:
      | dude             | at             | attachments   |
      | Steele Archer #2 | Player2's home | Blood Curse #3 |
    And Player1's deck is "Soul Blast #3, Blood Curse #2, Clyde Owens"
    When Player1 uses "Ezekiah Grimme"
    Then Player1 may not choose "Pancho Castillo"
    When Player1 selects "Steele Archer"
    Then the options are:
      """
      Blood Curse #2
      done
      """
    When Player1 chooses "done"
    Then "Blood Curse #2" is in Player1's deck
    And Player1 has 3 cards in their deck
