"""Ten-Foot Punch (21052) — action, Technique.
Shootout Technique: This dude gets +1 Kung Fu and joins your posse. If this dude has a Kung Fu
rating greater than or equal to the bullet rating of an opposing dude, reveal the top 5 cards
of your deck and you may add a non-Tao Technique to your hand from those cards. Discard all
other revealed cards.

"This dude" is the Kung Fu dude who performs it, in the fight or not (`shootout:join`): his +1
Kung Fu lasts the shootout (§8.3) and he joins without booting, moving if he stands elsewhere.
His rating is then weighed against each dude of the opposing posse; the revealed cards not
taken go to the discard pile.
"""

from __future__ import annotations

from engine.deck_inspection import top_of_deck
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import kung_fu_rating, performer, tao
from engine.model import Card
from engine.zones import Zone

REVEALED = 5


def non_tao_technique(card: Card) -> bool:
    return card.has_keyword("Technique") and tao(card) is None


class TenFootPunch(CardScript):
    code = "21052"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="shootout:join", on_success=self.punch)

    def punch(self, context: Context) -> Flow:
        dude = performer(context)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_kung_fu(1))
        if dude not in self.your_posse:
            yield from self.move_into_posse(context, dude)
        self.game.log.add("{0}'s {1} gets +1 Kung Fu and joins their posse", context.player, dude)
        rating = kung_fu_rating(dude)
        assert rating is not None  # a technique's performer is a Kung Fu dude (§7.4)
        if not any(rating >= other.bullets for other in self.opposing_posse):
            return
        player = context.player
        revealed = top_of_deck(self.game, player, REVEALED)
        self.game.log.add("{0} reveals {1}", player, ", ".join(card.uid for card in revealed))
        taken = yield from self.may_select_card(context, [c for c in revealed if non_tao_technique(c)])
        if taken is not None:
            self.game.actions.put_in_pile(taken, Zone.HAND)
            self.game.log.add("{0} adds {1} to their hand", player, taken)
        self.game.actions.discard_from_deck(player, [c for c in revealed if c is not taken])
