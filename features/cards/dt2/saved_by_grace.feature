@card:24010
Feature: Saved By Grace (Weird West Edition)
  Outfit. Noon, Boot: Target your skilled dude that is not at home to make a skill check
  against a difficulty of 7. If successful, boot your dude to look at the top five cards of
  your deck plus your dude's Blessed rating. You may discard a card from your hand to add one
  of those cards to your hand. Shuffle your deck. Gain 1 ghost rock.

  Ezrael Jones is Blessed 1: a pull of 6 makes 7. Under the pull lie Pinto, Bowie Knife,
  Shotgun, Bluetick, Whiskey Flask, Peacemaker and Fetch, in that order.

  Background:
    Given a game between "Saved By Grace" and "Morgan Cattle Co."
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Sun in Yer Eyes"
    And Player1's deck is "Pinto, Bowie Knife, Shotgun, Bluetick, Whiskey Flask, Peacemaker, Fetch"

  Scenario: A Blessed 1 dude succeeds, boots and looks at six cards; one is taken for a discard
    Given Player1's next pull is "6H"
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
    When Player1 uses "Saved By Grace"
    And Player1 selects "Ezrael Jones"
    And Player1 selects "Sun in Yer Eyes"
    Then the options are:
      """
      Pinto
      Bowie Knife
      Shotgun
      Bluetick
      Whiskey Flask
      Peacemaker
      """
    When Player1 selects "Peacemaker"
    Then Player1's hand is "Peacemaker"
    And "Sun in Yer Eyes" is in Player1's discard pile
    And Player1 has 6 cards in their deck
    And Player1 has 1 ghost rock
    And "Ezrael Jones" is booted
    And "Saved By Grace" is booted
    And the log contains in order:
      """
      Player1 uses Saved By Grace on Ezrael Jones
      Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7
      Player1 discards Sun in Yer Eyes to take Peacemaker into their hand
      Player1 shuffles their deck and gains 1 ghost rock
      """

  Scenario: A failed check does nothing more
    Given Player1's next pull is "5H"
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
    When Player1 uses "Saved By Grace"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is unbooted
    And Player1 has 0 ghost rock
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: A dude at home, one with no skill, or an opposing dude cannot be targeted
    Given Player1 has these dudes:
      | dude            | at          |
      | Ezrael Jones    | home        |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 tries to use "Saved By Grace"
    Then the play is refused by rule "ability.target"

  @ruling:saved-by-grace-booted-dude-does-not-look
  Scenario: A booted dude who succeeds cannot boot to look, but the deck is shuffled and 1 ghost rock gained
    Given Player1's next pull is "6H"
    And Player1 has these dudes:
      | dude         | at          | booted |
      | Ezrael Jones | Town Square | yes    |
    When Player1 uses "Saved By Grace"
    And Player1 selects "Ezrael Jones"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has 7 cards in their deck
    And the log contains "Player1 shuffles their deck and gains 1 ghost rock"
    And the log does not contain "Player1 discards Sun in Yer Eyes"

  Scenario: A Huckster 2 with no Blessed rating looks at five cards
    Given Player1's next pull is "5H"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 uses "Saved By Grace"
    And Player1 selects "Steele Archer"
    And Player1 selects "Sun in Yer Eyes"
    Then the options are:
      """
      Pinto
      Bowie Knife
      Shotgun
      Bluetick
      Whiskey Flask
      """
