@card:19007
Feature: Fears No Owls
  Noon: Move your dude to a Holy Ground location or a deed with a totem.

  Gomorra Parish is a Holy Ground deed; Spirit Trail is a Totem, here planted on General
  Store. Black Hills Guardians is a Holy Ground outfit (its home).

  Scenario: A booted dude of yours moves to a Holy Ground or a deed with a totem, still booted
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail"]}]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Fears No Owls, at: home}
            - {card: Jake Smiley, at: home, booted: true}
        - name: Player2
          outfit: Law Dogs
          street: [home, Gomorra Parish]
          dudes:
            - {card: Olivia Jenks, at: home}
      """
    When Player1 uses "Fears No Owls"
    Then the options are:
      """
      Fears No Owls
      Jake Smiley
      cancel
      """
    When Player1 selects "Jake Smiley"
    Then the options are:
      """
      General Store
      Gomorra Parish
      """
    When Player1 chooses "Gomorra Parish"
    Then "Jake Smiley" is at "Gomorra Parish"
    And "Jake Smiley" is booted
    And "Fears No Owls" is unbooted
    And the log contains in order:
      """
      Player1 uses Fears No Owls on Jake Smiley
      Player1 moves Jake Smiley to Gomorra Parish without booting
      """

  Scenario: A Holy Ground home is a destination; a deed with no totem is not
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store]
          dudes:
            - {card: Fears No Owls, at: General Store}
        - name: Player2
          outfit: Black Hills Guardians
          street: [home]
      """
    When Player1 uses "Fears No Owls"
    And Player1 selects "Fears No Owls"
    Then the options are:
      """
      Player2's home
      """

  Scenario: With no Holy Ground nor totem in town, nobody can be moved
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store]
          dudes:
            - {card: Fears No Owls, at: home}
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 tries to use "Fears No Owls"
    Then the play is refused by rule "ability.target"

  Scenario: Fears No Owls moves himself, unbooted, away from the deed with a totem he is at
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail"]}]
          dudes:
            - {card: Fears No Owls, at: General Store}
        - name: Player2
          outfit: Law Dogs
          street: [home, Gomorra Parish]
      """
    When Player1 uses "Fears No Owls"
    And Player1 selects "Fears No Owls"
    Then the options are:
      """
      Gomorra Parish
      """
    When Player1 chooses "Gomorra Parish"
    Then "Fears No Owls" is at "Gomorra Parish"
    And "Fears No Owls" is unbooted

  Scenario: Once a day
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home]
          dudes:
            - {card: Fears No Owls, at: home}
        - name: Player2
          outfit: Law Dogs
          street: [home, Gomorra Parish]
      """
    And Player1 has used "Fears No Owls" today
    When Player1 tries to use "Fears No Owls"
    Then the play is refused by rule "noon.once_per_day"
