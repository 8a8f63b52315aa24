"""Dakota Katzeek (25015, Debt of Blood) — dude, Shaman 1.
Noon, Boot: If Dakota is at a deed, discard a card to search your discard pile for a Totem,
reveal it, and add it to your hand. You may immediately plant it at this deed (ignoring
unbooted Shaman and control requirements).

"If ..." requirements may be played when unmet; they just do nothing but the boot (§8.1).
The discard is part of the effect ("discard a card to ..."): with an empty hand there is
nothing to discard and no search; with no Totem in the pile nothing is found. The card is discarded before the search, so a Totem just
discarded may be the one found. Planting is playing the Totem from the hand onto the deed
paying its cost, only the Shaman and control requirements lifted: a player who cannot pay
is not offered it (`engine.totems`,
ruling dakota-plants-paying-the-cost).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.totems import is_totem
from engine.zones import Zone

PLANT = "plant it at this deed"
KEEP = "keep it in hand"


class DakotaKatzeek(CardScript):
    code = "25015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.seek_a_totem,
        )

    def seek_a_totem(self, context: Context) -> Flow:
        you = context.player
        where = self.card.location
        deed = None if where is None else self.game.locations.card(where)
        if deed is None or not deed.is_deed:
            return
        discarded = yield from self.select_card(context, list(you.hand), "Select a card")
        self.game.actions.discard(discarded, by=you)
        self.game.log.add("{0} discards {1}", you, discarded)
        totems = [card for card in you.discard if is_totem(card)]
        totem = yield from self.select_card(context, totems, "Select a card")
        self.game.actions.put_in_pile(totem, Zone.HAND)
        self.game.log.add("{0} reveals {1} and adds it to their hand", you, totem)
        plays = [
            play
            for play in self.playable(
                you, card=totem.__eq__, onto=[], as_shoppin=False, ignoring_planting=True
            )
            if play.target is deed
        ]
        if plays and (yield from self.choose_option(context, [PLANT, KEEP])) == PLANT:
            yield from self.play_card(context, plays)
