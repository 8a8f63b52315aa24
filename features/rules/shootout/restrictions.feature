Feature: Restrictions: a card that cannot be booted, moved, discarded or aced by some card effects
  Rules digest §8.3. A printed restriction names what may not be done to a card and whose
  card effects it holds against: "cannot be booted or moved by opposing card effects"
  (Buffalo Emporium) binds every player but the dude's controller; "cannot be discarded by
  card effects" (Curse of Failure) binds everyone; "cannot be discarded or aced by Shootout
  or non-Cheatin' Resolution abilities" (Campbell & Hatch Billiard Parlor) binds those
  abilities only. The refused part of an effect does nothing; the rules' own steps
  (casualties, going home from a job) are no card effect and still happen.

  Phantasm (Noon Hex 9) moves an opposing unbooted dude nearby to an adjacent location;
  Rabbit's Deception sends its performer home booted and, if he was unbooted, may send an
  opposing dude home booted; Coachwhip! is a Cheatin' Resolution that aces a dude of the
  cheater's posse in a shootout. 3H 3H is a cheatin' pair.

  @rule:effects.other_players @card:24186
  Scenario: An opposing card effect cannot move the dude: he stays where he is
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude          | at          | attachments                   |
      | Steele Archer | Town Square | Phantasm (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    And "Pancho Castillo" gets "cannot be moved by other players' card effects" from "Pancho Castillo" until end of day
    And Player1's next pull is "7H"
    When Player1 uses "Phantasm (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "General Store"
    Then "Pancho Castillo" is at "Player2's home"
    And "Phantasm (Weird West Edition)" is booted
    And the log contains "Player1's card effects cannot move Pancho Castillo"

  @rule:effects.other_players @card:24229
  Scenario: His own player's card effect still moves him; another player's cannot send him home
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And Player1's hand is "Rabbit's Deception (Weird West Edition)"
    And Player1's next pull is "4D"
    And "Bai Yang Chen" gets "cannot be moved by other players' card effects" from "Bai Yang Chen" until end of day
    And "Olivia Jenks" gets "cannot be moved by other players' card effects" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Bai Yang Chen" is booted
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    And the log contains "Player1's card effects cannot move Olivia Jenks"
    And Player2 is asked to "Select a dude"

  @rule:effect.restriction @card:01115
  Scenario: A dude that cannot be aced by Shootout or non-Cheatin' Resolution abilities is aced by a Cheatin' Resolution
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Jake Smiley" gets "cannot be aced by shootout and non-cheatin' resolution abilities" from "Jake Smiley" until end of day
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player2's hand is "Coachwhip! (Weird West Edition)"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player1's Boot Hill
    And Player1 is asked to "Select a casualty"

  @rule:effects.other_players @card:01115
  Scenario: A dude that cannot be aced by other players' card effects stays in play
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Jake Smiley" gets "cannot be aced by other players' card effects" from "Jake Smiley" until end of day
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player2's hand is "Coachwhip! (Weird West Edition)"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is at "Town Square"
    And the log contains "Player2's card effects cannot ace Jake Smiley"
    And Player1 is asked to "Select a casualty"

  @rule:effect.restriction
  Scenario: Casualties are the rules' doing: a dude that cannot be discarded by card effects is discarded as one
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Jake Smiley" gets "cannot be discarded by card effects" from "Jake Smiley" until end of day
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "2H 4D 6H 8D QD"
    When Player1 picks "Ezrael Jones" as shooter
    And Player1 covers the casualties with "discard Jake Smiley"
    Then "Jake Smiley" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"

  @rule:effect.restriction @card:01084
  Scenario: A Shootout ability cannot ace a dude that cannot be aced by Shootout abilities
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And "Olivia Jenks" gets "cannot be aced by shootout and non-cheatin' resolution abilities" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Shotgun" is booted
    And the log contains "Player1's card effects cannot ace Olivia Jenks"
    And Player2 is asked to "Select a dude"

  @rule:effect.restriction
  Scenario: "Cannot be discarded by card effects": a card effect cannot discard him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                       |
      | Olivia Jenks  | Town Square | Jael's Guile (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And "Steele Archer" gets "cannot be discarded by card effects" from "Steele Archer" until end of day
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Steele Archer"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    And Player2 selects "Steele Archer"
    And Player2 chooses "discard"
    Then "Steele Archer" is at "Town Square"
    And the log contains "Player1's card effects cannot discard Steele Archer"
    And Player2 is asked to "Select a dude"

  @rule:effect.restriction @card:22029 @card:01090
  Scenario: A card effect that may not move a dude cannot bring him into a posse from elsewhere
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude            | at             | booted | attachments |
      | Harold Aimslee  | Town Square    | no     |             |
      | QUATERMAN PRIME | Player2's home | yes    | Pinto       |
    And a shootout at "Town Square" led by "Steven Wiles" against "Harold Aimslee"
    When Player2 uses "Pinto"
    Then "QUATERMAN PRIME" is at "Player2's home"
    And Player2's posse is "Harold Aimslee"
    And "Pinto" is booted
    And the log contains "Player2's card effects cannot move QUATERMAN PRIME"
    And the log does not contain "moves QUATERMAN PRIME"
    And Player1 is asked to "Select a casualty"
