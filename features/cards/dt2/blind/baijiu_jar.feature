@card:24143 @blind
Feature: Baijiu Jar (blind proof)
  Goods, Attire, cost 1.
  While at a Saloon, this dude gets +3 value and +1 influence.
  Shootout, Boot: Discard three cards to draw four cards.

  Olivia Jenks prints value 2 and influence 2. Charlie's Place is a Saloon, General Store
  is not. "Discard three cards to draw four" is a cost: with fewer than three cards in
  hand the Jar cannot be used.

  Background:
    Given the board "shootout"

  Scenario Outline: At a Saloon the dude gets +3 value and +1 influence; elsewhere nothing
    Given Player1's street is "home, General Store, Charlie's Place (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at      | attachments                     |
      | Olivia Jenks | <where> | Baijiu Jar (Weird West Edition) |
    Then "Olivia Jenks" has <value> value
    And "Olivia Jenks" has <influence> influence

    Examples:
      | where                              | value | influence |
      | Charlie's Place (Weird West Edition) | 5     | 3         |
      | General Store                      | 2     | 2         |
      | Town Square                        | 2     | 2         |

  Scenario: In a shootout the Jar boots, three cards are discarded and four drawn
    Given Player1's hand is "Shotgun, Mustang, Peacemaker, Legendary Holster"
    And Player1's deck is "Bowie Knife, Pinto, Soul Blast, Shadow Walk, Blood Curse, Roan, Auction, Doyle's Hoyle, Charlie's Place, Cheatin' Varmint"
    And Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Olivia Jenks | Town Square | Baijiu Jar (Weird West Edition) |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player1 uses "Baijiu Jar (Weird West Edition)"
    And Player1 chooses "discard Shotgun"
    And Player1 chooses "discard Mustang"
    And Player1 chooses "discard Peacemaker"
    Then "Baijiu Jar (Weird West Edition)" is booted
    And Player1's discard pile is "Shotgun, Mustang, Peacemaker"
    And Player1's hand is "Legendary Holster, Bowie Knife, Pinto, Soul Blast, Shadow Walk"
    And Player1 has 5 cards in hand
    And Player1 is asked to "Select a card"

  Scenario: With only two cards in hand the Jar cannot be used
    Given Player1's hand is "Shotgun, Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Olivia Jenks | Town Square | Baijiu Jar (Weird West Edition) |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may not choose "use Baijiu Jar (Weird West Edition)"
    And "Shotgun" is in Player1's hand

  Scenario: It is a Shootout ability: not usable at High Noon
    Given Player1's hand is "Shotgun, Mustang, Peacemaker"
    And Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Olivia Jenks | Town Square | Baijiu Jar (Weird West Edition) |
    When Player1 tries to use "Baijiu Jar (Weird West Edition)"
    Then the play is refused by rule "noon.play_type"

  Scenario: Its dude must be in the posse to use it
    Given Player1's hand is "Shotgun, Mustang, Peacemaker"
    And Player1 has these dudes:
      | dude            | at          | attachments                     |
      | Pancho Castillo | Town Square | Shotgun                         |
      | Olivia Jenks    | home        | Baijiu Jar (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 calls out "Allie Hensman" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a play"
    And Player1 may not choose "use Baijiu Jar (Weird West Edition)"
