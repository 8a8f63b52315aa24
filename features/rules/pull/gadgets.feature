Feature: Inventing gadgets
  Rules digest §7.3 and §3.5: a Gadget must be invented by a Mad Scientist. Gadget
  goods shopped onto a dude are invented by that dude, so he must be a Mad Scientist
  (a rating of 0 will do). The cost is paid, the scientist boots, then he pulls
  against the gadget's difficulty, adding his Mad Scientist rating: pull + rating
  reaching the difficulty invents the gadget, which attaches to him. If the pull
  falls short, the gadget is discarded and the ghost rock stays spent. An effect may let
  a dude invent some gadgets with another skill he has, as if it were Mad Scientist
  (Valeria Batten; or the Gadget says so itself, Magnum Opus Tenebri), or raise his
  rating while inventing some gadgets (Diego Linares).

  Elander Boldman is a Mad Scientist 2, Andreas Andregg a Mad Scientist 0, Pancho
  Castillo no scientist. Mechanical Horse (cost 1) is a Horse Gadget of difficulty 5,
  Auto-Revolver (cost 1) a Weapon Gadget of difficulty 7.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |

  @rule:gadget.invent
  Scenario: The scientist boots and invents the gadget, which attaches to him
    Given Player1's next pull is "7H"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then "Mechanical Horse" is attached to "Elander Boldman"
    And "Elander Boldman" is booted
    And Player1 has 9 ghost rock
    And Player1's hand is empty
    And the log contains in order:
      """
      Player1 boots Elander Boldman to invent Mechanical Horse for 1 ghost rock
      Player1 pulls 7H
      Player1's Elander Boldman succeeds by 4 with 7H + 2 = 9 against difficulty 5
      Player1's Elander Boldman invents Mechanical Horse
      """

  @rule:gadget.invent
  Scenario: A failed invention discards the gadget and the cost stays spent
    Given Player1's next pull is "2H"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then "Mechanical Horse" is in Player1's discard pile
    And "Elander Boldman" is booted
    And Player1 has 9 ghost rock
    And Player1's hand is empty
    And the log contains in order:
      """
      Player1 boots Elander Boldman to invent Mechanical Horse for 1 ghost rock
      Player1 pulls 2H
      Player1's Elander Boldman fails by 1 with 2H + 2 = 4 against difficulty 5
      Player1's Elander Boldman fails to invent Mechanical Horse
      """
    And the log does not contain "Player1's Elander Boldman invents Mechanical Horse"

  @rule:gadget.invent
  Scenario: Mechanical Horse for every pull: 3 or more plus the rating 2 reaches difficulty 5
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then for every value of Player1's next pull:
      | pull | then                                                 |
      | A-2  | "Mechanical Horse" is in Player1's discard pile      |
      | 3-K  | "Mechanical Horse" is attached to "Elander Boldman"  |
    And the log contains "Player1 boots Elander Boldman to invent Mechanical Horse for 1 ghost rock"

  @rule:gadget.invent
  Scenario Outline: A Mad Scientist 0 invents with the pull alone, and the difficulty is the gadget's
    Given Player1's hand is "<gadget>"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player1's next pull is "<pull>"
    When Player1 attaches "<gadget>" to "Andreas Andregg"
    Then "<gadget>" is <where>
    And "Andreas Andregg" is booted
    And the log contains "Player1's Andreas Andregg <outcome>"
    And the log contains "Player1's Andreas Andregg <result> <gadget>"

    Examples:
      | gadget           | pull | where                            | outcome                                           | result         |
      | Mechanical Horse | 5H   | attached to "Andreas Andregg"    | succeeds by 0 with 5H + 0 = 5 against difficulty 5 | invents        |
      | Mechanical Horse | 4H   | in Player1's discard pile        | fails by 1 with 4H + 0 = 4 against difficulty 5   | fails to invent |
      | Auto-Revolver    | 7D   | attached to "Andreas Andregg"    | succeeds by 0 with 7D + 0 = 7 against difficulty 7 | invents        |
      | Auto-Revolver    | 6D   | in Player1's discard pile        | fails by 1 with 6D + 0 = 6 against difficulty 7   | fails to invent |

  @rule:gadget.inventor
  Scenario: A dude who is no Mad Scientist cannot invent a gadget
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to attach "Mechanical Horse" to "Pancho Castillo"
    Then the play is refused because "Mechanical Horse is a Gadget: it must be invented by a Mad Scientist and Pancho Castillo is not one"
    And the play is refused by rule "gadget.inventor"
    And "Mechanical Horse" is in Player1's hand
    And Player1 has 10 ghost rock
    And the log does not contain "Player1 boots Pancho Castillo to invent Mechanical Horse for 1 ghost rock"

  @rule:noon.shoppin.attach
  Scenario: A booted scientist cannot invent: he must boot to do it
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Elander Boldman | home | yes    |
    When Player1 tries to attach "Mechanical Horse" to "Elander Boldman"
    Then the play is refused because "Elander Boldman is booted"
    And the play is refused by rule "noon.shoppin.attach"
    And "Mechanical Horse" is in Player1's hand
    And Player1 has 10 ghost rock
    And the log does not contain "Player1 pulls 7H"

  @rule:attachments.limit @rule:gadget.invent
  Scenario: A second Horse may be invented; once it attaches, the scientist's player keeps one
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Elander Boldman | home | Mustang     |
    And Player1's next pull is "7H"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then Player1 is asked to "Select a Horse"
    And "Elander Boldman" is booted
    And Player1 has 9 ghost rock
    When Player1 chooses "keep Mechanical Horse"
    Then "Mechanical Horse" is attached to "Elander Boldman"
    And "Mustang" is in Player1's discard pile
    And the log contains in order:
      """
      Player1's Elander Boldman invents Mechanical Horse
      Player1 discards Mustang from Elander Boldman
      """

  @rule:gadget.invent
  Scenario: An effect that lets the scientist invent without booting leaves him unbooted
    Given "Elander Boldman" gets "invents without booting" from "Elander Boldman" until end of day
    And Player1's next pull is "9D"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then "Mechanical Horse" is attached to "Elander Boldman"
    And "Elander Boldman" is unbooted
    And Player1 has 9 ghost rock
    And the log contains in order:
      """
      Player1 pays 1 ghost rock for Elander Boldman to invent Mechanical Horse without booting
      Player1 pulls 9D
      Player1's Elander Boldman invents Mechanical Horse
      """

  @rule:gadget.invent
  Scenario: An inventing bonus for some gadgets counts once, and only for them
    The bonus names Horse and Gadget, both keywords of Mechanical Horse: it adds 3, not 6.
    Given "Elander Boldman" gets "invents horse/gadget gadgets 3 higher" from "Elander Boldman" until end of day
    And Player1's next pull is "AD"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then "Mechanical Horse" is attached to "Elander Boldman"
    And the log contains "Player1's Elander Boldman succeeds by 1 with AD + 5 = 6 against difficulty 5"
    And "Elander Boldman" has 2 mad scientist skill

  @rule:gadget.inventor @rule:gadget.invent
  Scenario: A dude may invent some gadgets with another skill, as if it were Mad Scientist
    Jia Mein is a Huckster 1 and no Mad Scientist: she may invent a Horse Gadget with her
    Huckster rating, and still no other Gadget.
    Given Player1's hand is "Mechanical Horse, Auto-Revolver"
    And Player1 has these dudes:
      | dude     | at   |
      | Jia Mein | home |
    And "Jia Mein" gets "invents horse gadgets with huckster" from "Jia Mein" until end of day
    And Player1's next pull is "4C"
    When Player1 tries to attach "Auto-Revolver" to "Jia Mein"
    Then the play is refused by rule "gadget.inventor"
    When Player1 attaches "Mechanical Horse" to "Jia Mein"
    Then "Mechanical Horse" is attached to "Jia Mein"
    And the log contains "Player1's Jia Mein succeeds by 0 with 4C + 1 = 5 against difficulty 5"

  @rule:gadget.inventor
  Scenario: Another skill lets nobody invent who does not have it
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And "Pancho Castillo" gets "invents horse gadgets with huckster" from "Pancho Castillo" until end of day
    When Player1 tries to attach "Mechanical Horse" to "Pancho Castillo"
    Then the play is refused by rule "gadget.inventor"

  @rule:gadget.inventor @rule:gadget.invent @card:21044
  Scenario: A Gadget that names another skill is invented with it, as if it were Mad Scientist
    Magnum Opus Tenebri (Gadget 8, cost 3): "A Huckster can invent this Gadget using their
    Huckster skill." Jia Mein, a Huckster 1 and no Mad Scientist, invents it; Pancho
    Castillo, no Huckster, cannot.
    Given Player1's hand is "Magnum Opus Tenebri"
    And Player1 has these dudes:
      | dude            | at   |
      | Jia Mein        | home |
      | Pancho Castillo | home |
    And Player1's next pull is "7C"
    When Player1 tries to attach "Magnum Opus Tenebri" to "Pancho Castillo"
    Then the play is refused by rule "gadget.inventor"
    When Player1 attaches "Magnum Opus Tenebri" to "Jia Mein"
    Then "Magnum Opus Tenebri" is attached to "Jia Mein"
    And Player1 has 7 ghost rock
    And the log contains "Player1's Jia Mein succeeds by 0 with 7C + 1 = 8 against difficulty 8"

  @rule:gadget.invent
  Scenario: An ability lowering a Gadget's cost and difficulty: neither goes below its floor
    Technological Exhibition: "your leader invents a Gadget ... without booting, reducing
    its cost and difficulty by 5". Mechanical Horse's cost 1 goes to 0, not below, and its
    difficulty 5 to 1: a difficulty is never below 1 (§7.1).
    Given Player1's hand is "Technological Exhibition (Weird West Edition), Mechanical Horse"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player1's next pull is "AS"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Player2's home"
    Then the job succeeds
    And "Mechanical Horse" is attached to "Andreas Andregg"
    And Player1 has 10 ghost rock
    And the log contains "Player1 pays 0 ghost rock for Andreas Andregg to invent Mechanical Horse without booting"
    And the log contains "Player1's Andreas Andregg succeeds by 0 with AS + 0 = 1 against difficulty 1"
