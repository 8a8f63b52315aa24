"""Champion (21049) — spell, Miracle.
Cheatin' Resolution Miracle 6, Boot: Gain 1 ghost rock.
Shootout Miracle 8, Boot: Boot your dude to make them a stud. If that dude is discarded or aced,
gain 1 ghost rock.

"Your dude" is an unbooted dude of your posse, booted as the price of the play before the pull
(`boot_your_dude`); he stays a stud for the shootout, as every Shootout ability's effect (§8.3).
"That dude" is remembered for the rest of the shootout (`name_for_this_shootout`): leaving play
then, as a casualty or by a card effect, pays 1 ghost rock to the spell's player (ruling
champion-pays-while-the-shootout-lasts).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card
from engine.zones import Zone


class Champion(CardScript):
    code = "21049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=6,
            cost=ability.costs.boot_self(),
            on_success=self.gain_1,
        )
        self.spell_action(
            play_type="shootout",
            difficulty=8,
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.in_your_posse)],
            on_success=self.make_a_stud,
        )
        # The pay-off, once created, outlives the spell (§8.3): it also pays when the dude
        # made a stud is the caster himself, aced with the spell attached.
        for zone in (Zone.PLAY, Zone.DISCARD):
            self.trait_reaction(
                when={
                    "onCardAced": self.aced_or_discarded_from_play,
                    "onCardDiscarded": self.aced_or_discarded_from_play,
                },
                handler=self.gain_1,
                zone=zone,
            )

    def in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def gain_1(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}", context.player, self.card)

    def make_a_stud(self, context: Context) -> None:
        dude = context.data["booted dude"]
        assert isinstance(dude, Card)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.name_for_this_shootout(dude)
        self.game.log.add("{0} uses {1} to make {2} a stud", context.player, self.card, dude)
