@card:24007
Feature: Black Hills Guardians (Weird West Edition)
  Outfit, Holy Ground. Dudes may not refuse your call outs at Holy Grounds.
  Shootout Repeat: Boot a Holy Ground you control to move one of your dudes there into your posse.

  The outfit is itself a Holy Ground: Player1's home.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon

  @rule:callout.must_accept
  Scenario: A call out at your Holy Ground home cannot be refused
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  @rule:callout.refuse
  Scenario: A call out in the town square may be refused
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"

  Scenario: Booting the Holy Ground home moves a dude there into the posse
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Barton Everest  | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 uses "Black Hills Guardians"
    And Player1 selects "Black Hills Guardians"
    And Player1 selects "Barton Everest"
    Then Player1's posse is "Pancho Castillo, Barton Everest"
    And "Barton Everest" is at "Town Square"
    And "Barton Everest" is unbooted
    And "Black Hills Guardians" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Black Hills Guardians
      Player1 boots Black Hills Guardians to move Barton Everest into their posse
      """

  Scenario: With no dude of yours at a Holy Ground there is nothing to bring
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 tries to use "Black Hills Guardians"
    Then the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"

  @rule:callout.refuse
  Scenario: A call out at a deed that is no Holy Ground may be refused
    Given Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"

  Scenario: Only your dudes at the Holy Ground who are not in a posse may be moved in
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Barton Everest  | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
      | Steven Wiles | Player1's home |
    And a shootout at "Player1's home" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 uses "Black Hills Guardians"
    And Player1 selects "Black Hills Guardians"
    Then the options are:
      """
      Barton Everest
      """

  Scenario: Repeat: a second Holy Ground you control brings another dude in the same shootout
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Black Hills Guardians
          street: [home, {card: General Store, attachments: [Fire of Nanahbozho (Weird West Edition)]}]
          dudes:
            - {card: Pancho Castillo, at: Town Square}
            - {card: Barton Everest, at: home}
            - {card: Allie Hensman, at: General Store}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 uses "Black Hills Guardians"
    And Player1 selects "Black Hills Guardians"
    And Player1 selects "Barton Everest"
    And Player1 uses "Black Hills Guardians"
    And Player1 selects "General Store"
    And Player1 selects "Allie Hensman"
    Then Player1's posse is "Pancho Castillo, Barton Everest, Allie Hensman"
    And "General Store" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A Holy Ground you own but another player controls cannot be booted for it
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Black Hills Guardians
          street: [home, {card: General Store, attachments: [Fire of Nanahbozho (Weird West Edition)]}]
          dudes:
            - {card: Pancho Castillo, at: Town Square}
            - {card: Barton Everest, at: home}
            - {card: Jacqueline Isham, at: General Store}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: Town Square}
            - {card: Steven Wiles, at: General Store}
      """
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then Player2 controls "General Store"
    When Player1 uses "Black Hills Guardians"
    Then the options are:
      """
      Black Hills Guardians
      """
