@card:23018 @blind
Feature: Seth Bullock (blind proof)
  Dude, Deputy, 2 bullets, stud. While your draw hand is cheatin', Seth lowers your hand
  rank by his bullet rating if he is in your posse.
  React: After you use a Cheatin' Resolution ability on an action card, unboot Seth.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: In your posse, your cheatin' hand loses as many ranks as his bullets
    Given Player1 has these dudes:
      | dude         | at          |
      | Seth Bullock | Town Square |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Seth Bullock"
    And Player2 accepts
    Then Player1's hand rank is 5
    And Player2 is asked to "Select a casualty"

  Scenario: A legal hand keeps its rank
    Given Player1 has these dudes:
      | dude         | at          |
      | Seth Bullock | Town Square |
    And Player1's next draw hand is "3H 3S 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Seth Bullock"
    And Player2 accepts
    Then Player1's hand rank is 7
    And Player2 is asked to "Select a casualty"

  Scenario: Out of your posse he does not lower it
    Given Player1 has these dudes:
      | dude         | at             |
      | Seth Bullock | Player1's home |
      | Clyde Owens  | Town Square    |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 is done
    Then Player1's hand rank is 7
    And Player2 is asked to "Select a casualty"

  Scenario: After you use a Cheatin' Resolution on an action card he unboots
    Given Player1 has these dudes:
      | dude         | at             | booted |
      | Seth Bullock | Player1's home | yes    |
      | Clyde Owens  | Town Square    | no     |
    And Player1's hand is "It's Not What You Know..."
    And Player1 has 2 ghost rock
    And Player1's next draw hand is "2S 4C 5D 9H KC"
    And Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (2nd ability)"
    And Player1 chooses "Player2"
    And Player1 reacts with "Seth Bullock"
    Then "Seth Bullock" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A Resolution that is not a Cheatin' Resolution does not unboot him
    Given Player1 has these dudes:
      | dude         | at             | booted |
      | Seth Bullock | Player1's home | yes    |
      | Clyde Owens  | Town Square    | no     |
    And Player1's hand is "It's Not What You Know..."
    And Player1 has 2 ghost rock
    And Player1's next draw hand is "2S 4C 5D 9H KC"
    And Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 plays "It's Not What You Know..."
    And Player1 chooses "Player2"
    Then "Seth Bullock" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A Cheatin' Resolution on goods does not unboot him
    Given Player1 has these dudes:
      | dude         | at             | booted | attachments                         |
      | Seth Bullock | Player1's home | yes    |                                     |
      | Clyde Owens  | Town Square    | no     | LeMat Revolver (Weird West Edition) |
    And Player1's next draw hand is "2S 4C 5D 9H KC"
    And Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 uses "LeMat Revolver (Weird West Edition)"
    Then "LeMat Revolver (Weird West Edition)" is booted
    And "Seth Bullock" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: His bullet rating counts its bonuses: with a Shotgun he lowers it by 3
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Seth Bullock | Town Square | Shotgun     |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Seth Bullock"
    And Player2 accepts
    Then "Seth Bullock" has 3 bullets
    And Player1's hand rank is 4
    And Player2 is asked to "Select a casualty"
